import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/app-router.ts';
import { brazilStamp } from '../../../../shared/evidence.ts';
import { formatPrice } from '../../../../shared/format.ts';
import { ORDER_STATUS_LABELS } from '../../../../shared/order-status.ts';
import { trpc } from '../../../lib/trpc.ts';
import { EvidenceGallery } from '../../evidence/EvidenceGallery.tsx';
import { ProblemThread } from '../../problems/ProblemThread.tsx';
import { ListState } from '../Toolbar.tsx';
import { DecisionForm } from './DecisionForm.tsx';

type CaseView = inferRouterOutputs<AppRouter>['admin']['mediation']['case'];

const KIND_LABELS: Record<CaseView['timeline'][number]['kind'], string> = {
  pedido: 'Pedido',
  problema: 'Problema',
  resposta: 'Resposta',
  mediacao: 'Mediação',
  decisao: 'Decisão',
  mensagem: 'Mensagem',
  embalagem: 'Embalagem',
};
const ACTOR_LABELS = { buyer: 'comprador', seller: 'vendedor', admin: 'moderação' } as const;

/** A case: the order, the problem's thread with both sides' photos, the whole timeline and the decision. */
export function MediationCase({ problemId }: { problemId: string }) {
  const query = useQuery(trpc.admin.mediation.case.queryOptions({ problemId }));
  const view = query.data;
  return (
    <ListState
      isPending={query.isPending}
      isError={query.isError && !view}
      isEmpty={false}
      onRetry={() => void query.refetch()}
      empty=""
    >
      {view && (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="flex flex-col gap-6">
            <section
              aria-labelledby="caso-pedido"
              className="rounded-2xl border border-stone-200 bg-white p-5"
            >
              <h2 id="caso-pedido" className="font-semibold font-serif text-lg">
                Pedido {view.order.number}
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-stone-600">Comprador</dt>
                <dd>{view.order.buyerName}</dd>
                <dt className="text-stone-600">Vendedor</dt>
                <dd>{view.order.sellerName}</dd>
                <dt className="text-stone-600">Situação</dt>
                <dd>{ORDER_STATUS_LABELS[view.order.status]}</dd>
                <dt className="text-stone-600">Total</dt>
                <dd>{formatPrice(view.order.totalCents)}</dd>
                <dt className="text-stone-600">Rastreio</dt>
                <dd className="font-mono">{view.order.trackingCode ?? 'Sem código de rastreio'}</dd>
              </dl>
              {view.packingPhotos.length > 0 && (
                <>
                  <h3 className="mt-3 font-semibold text-sm">Fotos da embalagem</h3>
                  <EvidenceGallery photos={view.packingPhotos} label="Fotos da embalagem" />
                </>
              )}
            </section>
            <section
              aria-labelledby="caso-problema"
              className="rounded-2xl border border-stone-200 bg-white p-5"
            >
              <h2 id="caso-problema" className="mb-3 font-semibold font-serif text-lg">
                O problema
              </h2>
              <ProblemThread problem={view.problem} viewer="buyer" />
            </section>
            <Timeline entries={view.timeline} />
          </div>
          <aside className="flex flex-col gap-6">
            {view.problem.status === 'em_mediacao' ? (
              <DecisionForm problemId={problemId} totalCents={view.order.totalCents} />
            ) : (
              <p className="rounded-2xl border border-stone-200 bg-white p-5 text-sm">
                Este problema não está em mediação: nada a decidir.
              </p>
            )}
          </aside>
        </div>
      )}
    </ListState>
  );
}

function Timeline({ entries }: { entries: CaseView['timeline'] }) {
  return (
    <section aria-labelledby="caso-linha" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="caso-linha" className="mb-3 font-semibold font-serif text-lg">
        Linha do tempo
      </h2>
      <ol className="flex flex-col gap-2">
        {entries.map((e) => (
          <li
            key={`${e.at}-${e.kind}-${e.actor}-${e.text.slice(0, 40)}`}
            className="border-stone-200 border-l-2 pl-3 text-sm"
          >
            <p className="text-stone-600 text-xs">
              <time dateTime={e.at}>{brazilStamp(e.at)}</time> · {KIND_LABELS[e.kind]}
              {e.actorName && (
                <>
                  {' '}
                  · {e.actorName}
                  {e.actor && ` (${ACTOR_LABELS[e.actor]})`}
                </>
              )}
            </p>
            <p className="whitespace-pre-wrap break-words text-stone-800">{e.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
