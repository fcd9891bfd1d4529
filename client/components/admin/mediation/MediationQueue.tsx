import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { brazilStamp } from '../../../../shared/evidence.ts';
import { formatPrice } from '../../../../shared/format.ts';
import { PROBLEM_REASON_LABELS } from '../../../../shared/problems.ts';
import { trpc } from '../../../lib/trpc.ts';
import { sideWord } from '../../problems/problem-words.ts';
import { ListState } from '../Toolbar.tsx';

/** Problems whose parties asked for mediation, oldest request first (docs/product/admin.md#mediation). */
export function MediationQueue() {
  const query = useQuery(trpc.admin.mediation.queue.queryOptions());
  const cases = query.data;
  return (
    <ListState
      isPending={query.isPending}
      isError={query.isError && !cases}
      isEmpty={cases?.length === 0}
      onRetry={() => void query.refetch()}
      empty="Nenhum pedido aguardando mediação."
    >
      <ol className="flex flex-col gap-3">
        {cases?.map((c) => (
          <li key={c.problemId} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <p className="font-semibold text-stone-900">
              <Link
                to="/admin/mediacao"
                search={{ caso: c.problemId }}
                className="inline-flex min-h-11 items-center text-brand-800 underline-offset-2 hover:underline"
              >
                Pedido {c.orderNumber}: {PROBLEM_REASON_LABELS[c.reason]}
              </Link>
            </p>
            <p className="text-sm text-stone-700">
              {c.buyerName} (comprador) e {c.sellerName} (vendedor) · {formatPrice(c.totalCents)}
            </p>
            <p className="text-stone-600 text-xs">
              Mediação pedida pelo {sideWord(c.requestedBy).toLowerCase()} em {brazilStamp(c.requestedAt)}
            </p>
          </li>
        ))}
      </ol>
    </ListState>
  );
}
