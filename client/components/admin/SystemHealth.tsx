import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { clsx } from 'clsx';
import { Stethoscope } from 'lucide-react';
import type { AppRouter } from '../../../server/app-router.ts';
import { trpc } from '../../lib/trpc.ts';

export type HealthRow = inferRouterOutputs<AppRouter>['admin']['health']['rows'][number];

const VERDICT_CLASS: Record<HealthRow['verdict'], string> = {
  ok: 'bg-emerald-100 text-emerald-900',
  atenção: 'bg-amber-100 text-amber-900',
  erro: 'bg-red-100 text-red-900',
};

/**
 * 'Saúde do sistema' on the dashboard: the table `npm run doctor` prints, made by the same code
 * on the server (docs/product/admin.md#system-health). The checks take a few seconds (the service
 * asks its own /healthz), so they run when the section is shown and on 'Verificar de novo'.
 */
export function SystemHealthSection() {
  const health = useQuery({ ...trpc.admin.health.rows.queryOptions(), refetchOnWindowFocus: false });
  return (
    <SystemHealthList
      rows={health.data}
      failed={health.isError}
      checking={health.isFetching}
      onRetry={() => void health.refetch()}
    />
  );
}

export function SystemHealthList({
  rows,
  failed,
  checking,
  onRetry,
}: {
  rows: HealthRow[] | undefined;
  failed: boolean;
  checking: boolean;
  onRetry: () => void;
}) {
  const errors = rows?.filter((r) => r.verdict === 'erro').length ?? 0;
  const warnings = rows?.filter((r) => r.verdict === 'atenção').length ?? 0;
  return (
    <section aria-labelledby="saude-do-sistema" className="rounded-2xl border border-stone-200 bg-white p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="saude-do-sistema" className="flex items-center gap-2 font-semibold text-lg text-stone-900">
          <Stethoscope aria-hidden="true" className="size-5 text-brand-700" /> Saúde do sistema
        </h2>
        <button
          type="button"
          onClick={onRetry}
          disabled={checking}
          className="rounded-full border border-stone-300 px-3 py-1.5 font-semibold text-sm text-stone-800 hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-60"
        >
          {checking ? 'Verificando...' : 'Verificar de novo'}
        </button>
      </div>
      {failed && !checking ? (
        <p role="alert" className="text-red-800 text-sm">
          Não foi possível verificar a saúde do sistema. Tente de novo ou rode npm run doctor no servidor.
        </p>
      ) : rows === undefined ? (
        <p className="text-sm text-stone-600">Verificando...</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-600">Nenhuma verificação disponível.</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-stone-700">
            {errors} com erro, {warnings} pedindo atenção, {rows.length - errors - warnings} ok.
          </p>
          <ul className="divide-y divide-stone-100">
            {rows.map((row) => (
              <li key={`${row.check}-${row.detail}`} className="py-2 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={clsx(
                      'rounded-full px-2 py-0.5 font-semibold text-xs',
                      VERDICT_CLASS[row.verdict],
                    )}
                  >
                    {row.verdict}
                  </span>
                  <span className="font-medium text-stone-900">{row.check}</span>
                </div>
                <p className="mt-1 break-words text-stone-700">{row.detail}</p>
                {row.fix && <p className="mt-1 break-words text-stone-900">O que fazer: {row.fix}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
