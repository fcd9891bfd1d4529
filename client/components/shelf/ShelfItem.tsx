import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { CheckCircle2, Eye, Heart, Pencil, Trash2 } from 'lucide-react';
import { formatPrice } from '../../../shared/format.ts';
import { formatDay } from '../../lib/dates.ts';
import { CoverImage } from '../books/CoverImage.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { ListingStatusBadge } from './ListingStatusBadge.tsx';
import type { ShelfBook } from './types.ts';

const actionClass =
  'inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3.5 py-2 font-semibold text-sm text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A listing's cover, title, author, price, status, date, views and likes. */
export function ShelfItemDetails({ book }: { book: ShelfBook }) {
  return (
    <div className="flex min-w-0 flex-1 gap-4">
      <SiteLink href={book.path} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <CoverImage photo={book.photo} alt="" className="size-20 rounded-lg sm:size-24" />
      </SiteLink>
      <div className="flex min-w-0 flex-col gap-1">
        <SiteLink
          href={book.path}
          className="line-clamp-2 font-semibold text-stone-900 hover:text-brand-800 hover:underline"
        >
          {book.title}
        </SiteLink>
        <p className="truncate text-sm text-stone-600">por {book.author}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold text-brand-800">{formatPrice(book.priceCents)}</span>
          <ListingStatusBadge status={book.status} />
          {book.orderId && (
            <Link
              to="/pedidos/$id"
              params={{ id: book.orderId }}
              aria-label={`Ver pedido de “${book.title}”`}
              // A 44 px tap target that does not make the line taller.
              className="-my-3 inline-flex min-h-11 items-center font-semibold text-brand-800 text-sm underline-offset-2 hover:underline"
            >
              Ver pedido
            </Link>
          )}
        </div>
        {book.status === 'hidden' && book.statusReason && (
          <p className="text-amber-800 text-sm">Motivo: {book.statusReason}</p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 text-stone-500 text-xs">
          <span>Anunciado em {formatDay(book.createdAt)}</span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-3.5" />
            {book.viewsCount} {book.viewsCount === 1 ? 'visualização' : 'visualizações'}
          </span>
          <span className="inline-flex items-center gap-1">
            <Heart aria-hidden="true" className="size-3.5" />
            {book.likesCount} {book.likesCount === 1 ? 'curtida' : 'curtidas'}
          </span>
        </p>
      </div>
    </div>
  );
}

/** Editar, Marcar como vendido (while it is available) and Remover. */
export function ShelfItemActions({
  book,
  onRemove,
  onSold,
}: {
  book: ShelfBook;
  onRemove: (book: ShelfBook) => void;
  onSold: (book: ShelfBook) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
      <Link
        to="/editar-livro/$id"
        params={{ id: book.id }}
        aria-label={`Editar “${book.title}”`}
        className={actionClass}
      >
        <Pencil aria-hidden="true" className="size-4" /> Editar
      </Link>
      {book.status === 'available' && (
        <button
          type="button"
          onClick={() => onSold(book)}
          aria-label={`Marcar como vendido: “${book.title}”`}
          className={actionClass}
        >
          <CheckCircle2 aria-hidden="true" className="size-4" /> Marcar como vendido
        </button>
      )}
      <button
        type="button"
        onClick={() => onRemove(book)}
        aria-label={`Remover “${book.title}”`}
        className={clsx(actionClass, 'hover:border-red-300 hover:bg-red-50 hover:text-red-800')}
      >
        <Trash2 aria-hidden="true" className="size-4" /> Remover
      </button>
    </div>
  );
}
