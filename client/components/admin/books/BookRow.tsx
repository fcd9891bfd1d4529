import { Flag } from 'lucide-react';
import { formatPrice } from '../../../../shared/format.ts';
import { formatDay } from '../../../lib/dates.ts';
import { SiteLink } from '../../SiteLink.tsx';
import { tdClass } from '../Toolbar.tsx';
import { BOOK_STATUS_LABELS, dangerSmallButtonClass, smallButtonClass } from '../util.ts';
import { type AdminBook, bookActionsOf, type PendingBookAction } from './book-actions.ts';

const STATUS_STYLE: Record<string, string> = {
  available: 'bg-emerald-100 text-emerald-900',
  hidden: 'bg-amber-100 text-amber-900',
  sold: 'bg-stone-200 text-stone-800',
  reserved: 'bg-sky-100 text-sky-900',
  removed: 'bg-red-100 text-red-900',
};

export function BookRow({
  book: b,
  onAction,
}: {
  book: AdminBook;
  onAction: (action: PendingBookAction) => void;
}) {
  return (
    <tr>
      <td className={tdClass}>
        <BookSummary book={b} />
      </td>
      <td className={tdClass}>
        <div className="flex flex-col gap-0.5">
          <SiteLink href={b.seller.storePath} className="text-stone-900 hover:underline">
            {b.seller.name}
          </SiteLink>
          <span className="text-stone-600 text-xs">{b.seller.email}</span>
          {b.seller.suspended && (
            <span className="w-fit rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900 text-xs">
              Conta suspensa
            </span>
          )}
        </div>
      </td>
      <td className={`${tdClass} whitespace-nowrap tabular-nums`}>{formatPrice(b.priceCents)}</td>
      <td className={tdClass}>
        <div className="flex max-w-56 flex-col gap-1">
          <span
            className={`w-fit rounded-full px-2 py-0.5 font-semibold text-xs ${STATUS_STYLE[b.status] ?? ''}`}
          >
            {BOOK_STATUS_LABELS[b.status] ?? b.status}
          </span>
          {b.statusReason && <span className="text-stone-700 text-xs">Motivo: {b.statusReason}</span>}
        </div>
      </td>
      <td className={tdClass}>
        <BookActions book={b} onAction={onAction} />
      </td>
    </tr>
  );
}

function BookSummary({ book: b }: { book: AdminBook }) {
  return (
    <div className="flex max-w-72 flex-col gap-0.5">
      {b.status === 'removed' ? (
        <span className="font-semibold text-stone-900">{b.title}</span>
      ) : (
        <SiteLink href={b.path} className="font-semibold text-stone-900 hover:text-brand-800 hover:underline">
          {b.title}
        </SiteLink>
      )}
      <span className="text-stone-600">por {b.author}</span>
      <span className="text-stone-500 text-xs">Anunciado em {formatDay(b.createdAt)}</span>
      {b.openReports > 0 && (
        <span className="inline-flex w-fit items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800 text-xs">
          <Flag aria-hidden="true" className="size-3" />
          {b.openReports} {b.openReports === 1 ? 'denúncia aberta' : 'denúncias abertas'}
        </span>
      )}
    </div>
  );
}

function BookActions({
  book: b,
  onAction,
}: {
  book: AdminBook;
  onAction: (action: PendingBookAction) => void;
}) {
  const { canHide, canReinstate, canRemove } = bookActionsOf(b);
  return (
    <div className="flex flex-col items-end gap-2">
      {canHide && (
        <button
          type="button"
          className={dangerSmallButtonClass}
          onClick={() => onAction({ kind: 'hide', book: b })}
        >
          Ocultar
        </button>
      )}
      {canReinstate && (
        <button
          type="button"
          className={smallButtonClass}
          onClick={() => onAction({ kind: 'reinstate', book: b })}
        >
          Republicar
        </button>
      )}
      {canRemove && (
        <button
          type="button"
          className={dangerSmallButtonClass}
          onClick={() => onAction({ kind: 'remove', book: b })}
        >
          Remover
        </button>
      )}
    </div>
  );
}
