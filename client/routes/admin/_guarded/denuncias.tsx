import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { BookOpen, Store } from 'lucide-react';
import { useState } from 'react';
import type { AppRouter } from '../../../../server/routers/_app.ts';
import { reportReasonLabel } from '../../../../shared/schemas/reports.ts';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { ReasonDialog } from '../../../components/admin/ReasonDialog.tsx';
import { FilterSelect, ListState } from '../../../components/admin/Toolbar.tsx';
import { useAdminAction } from '../../../components/admin/useAdminAction.ts';
import { dangerSmallButtonClass, formatDateTime, smallButtonClass } from '../../../components/admin/util.ts';
import { LoadMore } from '../../../components/browse/LoadMore.tsx';
import { allItems, nextCursor } from '../../../components/browse/paged.ts';
import { SiteLink } from '../../../components/SiteLink.tsx';
import { trpc, trpcClient } from '../../../lib/trpc.ts';

type Report = inferRouterOutputs<AppRouter>['admin']['reports']['list']['items'][number];
type Status = 'open' | 'resolved' | 'dismissed';

export const Route = createFileRoute('/admin/_guarded/denuncias')({
  component: ReportsPage,
});

const STATUS_TEXT: Record<Status, string> = {
  open: 'Abertas',
  resolved: 'Resolvidas',
  dismissed: 'Descartadas',
};

function ReportsPage() {
  const [status, setStatus] = useState<Status>('open');
  const query = useInfiniteQuery(
    trpc.admin.reports.list.infiniteQueryOptions({ status }, { getNextPageParam: nextCursor }),
  );
  const reports = allItems(query);
  const [pending, setPending] = useState<{ kind: 'resolve' | 'dismiss'; report: Report } | null>(null);
  const [hideTarget, setHideTarget] = useState(false);
  const action = useAdminAction();

  const open = (kind: 'resolve' | 'dismiss', report: Report) => {
    setHideTarget(false);
    setPending({ kind, report });
  };

  const confirm = async (note: string) => {
    if (!pending) return;
    const reportId = pending.report.id;
    const ok =
      pending.kind === 'resolve'
        ? await action.run(
            () => trpcClient.admin.reports.resolve.mutate({ reportId, note, hideTarget }),
            'Não foi possível resolver a denúncia.',
          )
        : await action.run(
            () => trpcClient.admin.reports.dismiss.mutate({ reportId, note }),
            'Não foi possível descartar a denúncia.',
          );
    if (ok) setPending(null);
  };

  const target = pending?.report;
  const canHide =
    target?.target.exists === true &&
    target.target.status !== 'hidden' &&
    target.target.status !== 'removed' &&
    target.target.status !== 'suspended';

  return (
    <AdminLayout
      title="Denúncias"
      intro="Denúncias de livros e lojas feitas pelos usuários. As abertas aparecem das mais antigas para as mais novas."
    >
      <div className="mb-4 flex">
        <FilterSelect
          label="Mostrar"
          value={status}
          onChange={setStatus}
          options={(['open', 'resolved', 'dismissed'] as const).map((s) => [s, STATUS_TEXT[s]] as const)}
        />
      </div>
      <ListState
        isPending={query.isPending}
        isError={query.isError && !reports}
        isEmpty={reports?.length === 0}
        onRetry={() => void query.refetch()}
        empty={status === 'open' ? 'Nenhuma denúncia aberta. Tudo em ordem!' : 'Nenhuma denúncia aqui.'}
      >
        <ul className="flex flex-col gap-3">
          {reports?.map((r) => (
            <li key={r.id} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="flex min-w-0 flex-col gap-1">
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
                  <p className="mt-1 text-sm text-stone-800">
                    <strong>{reportReasonLabel(r.reason)}</strong>
                    {r.details && (
                      <span className="block whitespace-pre-line text-stone-700">“{r.details}”</span>
                    )}
                  </p>
                  <p className="text-stone-500 text-xs">
                    Por {r.reporter.name} em {formatDateTime(r.createdAt)}
                  </p>
                  {r.status !== 'open' && (
                    <p className="mt-1 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
                      {r.status === 'resolved' ? 'Resolvida' : 'Descartada'}
                      {r.resolverName && ` por ${r.resolverName}`}
                      {r.resolvedAt && ` em ${formatDateTime(r.resolvedAt)}`}
                      {r.resolutionNote && `: ${r.resolutionNote}`}
                    </p>
                  )}
                </div>
                {r.status === 'open' && (
                  <div className="flex shrink-0 gap-2">
                    <button type="button" className={smallButtonClass} onClick={() => open('resolve', r)}>
                      Resolver
                    </button>
                    <button
                      type="button"
                      className={dangerSmallButtonClass}
                      onClick={() => open('dismiss', r)}
                    >
                      Descartar
                    </button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
        {reports && <LoadMore query={query} shown={reports.length} noun={['denúncia', 'denúncias']} />}
      </ListState>

      <ReasonDialog
        open={pending !== null}
        onOpenChange={(next) => {
          if (!next) {
            setPending(null);
            action.clearError();
          }
        }}
        title={pending?.kind === 'resolve' ? 'Resolver denúncia' : 'Descartar denúncia'}
        confirmLabel={pending?.kind === 'resolve' ? 'Resolver' : 'Descartar'}
        reasonLabel="Anotação"
        busy={action.busy}
        error={action.error}
        onConfirm={(note) => void confirm(note)}
        description={
          target && (
            <p>
              {target.targetType === 'book' ? 'Livro' : 'Loja'} <strong>{target.target.label}</strong>,
              denunciado por {reportReasonLabel(target.reason).toLowerCase()}.
            </p>
          )
        }
        extra={
          pending?.kind === 'resolve' &&
          canHide && (
            <label className="flex items-start gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                checked={hideTarget}
                onChange={(e) => setHideTarget(e.target.checked)}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                {target?.targetType === 'book'
                  ? 'Ocultar o livro (a anotação é o motivo que o vendedor verá)'
                  : 'Suspender a conta do vendedor (a loja e os livros saem do ar)'}
              </span>
            </label>
          )
        }
      />
    </AdminLayout>
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
