import { BookOpen, Store } from 'lucide-react';
import { reportReasonLabel } from '../../../../shared/schemas/reports.ts';
import { formatMoment } from '../../../lib/dates.ts';
import { SiteLink } from '../../SiteLink.tsx';
import { dangerSmallButtonClass, smallButtonClass } from '../util.ts';
import type { AdminReport, ReportActionKind } from './use-reports-page.ts';

/** One report in the queue: what was reported, why, by whom, and how it ended or the buttons to end it. */
export function ReportCard({
  report: r,
  onAction,
}: {
  report: AdminReport;
  onAction: (kind: ReportActionKind, report: AdminReport) => void;
}) {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <ReportTarget report={r} />
          <p className="mt-1 text-sm text-stone-800">
            <strong>{reportReasonLabel(r.reason)}</strong>
            {r.details && <span className="block whitespace-pre-line text-stone-700">“{r.details}”</span>}
          </p>
          <p className="text-stone-500 text-xs">
            Por {r.reporter.name} em {formatMoment(r.createdAt)}
          </p>
          {r.status !== 'open' && (
            <p className="mt-1 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
              {r.status === 'resolved' ? 'Resolvida' : 'Descartada'}
              {r.resolverName && ` por ${r.resolverName}`}
              {r.resolvedAt && ` em ${formatMoment(r.resolvedAt)}`}
              {r.resolutionNote && `: ${r.resolutionNote}`}
            </p>
          )}
        </div>
        {r.status === 'open' && (
          <div className="flex shrink-0 gap-2">
            <button type="button" className={smallButtonClass} onClick={() => onAction('resolve', r)}>
              Resolver
            </button>
            <button type="button" className={dangerSmallButtonClass} onClick={() => onAction('dismiss', r)}>
              Descartar
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

function ReportTarget({ report: r }: { report: AdminReport }) {
  return (
    <>
      <p className="flex items-center gap-2 text-stone-600 text-xs uppercase tracking-wide">
        {r.targetType === 'book' ? (
          <BookOpen aria-hidden="true" className="size-3.5" />
        ) : (
          <Store aria-hidden="true" className="size-3.5" />
        )}
        {r.targetType === 'book' ? 'Livro' : 'Loja'}
        {r.target.status === 'hidden' && <Badge tone="amber">Oculto</Badge>}
        {r.target.status === 'removed' && <Badge tone="red">Removido</Badge>}
        {r.target.status === 'suspended' && <Badge tone="red">Vendedor suspenso</Badge>}
      </p>
      {r.target.path ? (
        <SiteLink
          href={r.target.path}
          className="font-semibold text-lg text-stone-900 hover:text-brand-800 hover:underline"
        >
          {r.target.label}
        </SiteLink>
      ) : (
        <span className="font-semibold text-lg text-stone-500">{r.target.label}</span>
      )}
      {r.owner && r.targetType === 'book' && (
        <p className="text-sm text-stone-600">Vendedor: {r.owner.name}</p>
      )}
    </>
  );
}

function Badge({ tone, children }: { tone: 'amber' | 'red'; children: string }) {
  return (
    <span
      className={
        tone === 'amber'
          ? 'rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 normal-case tracking-normal'
          : 'rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900 normal-case tracking-normal'
      }
    >
      {children}
    </span>
  );
}
