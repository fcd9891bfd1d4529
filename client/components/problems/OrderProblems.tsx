import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { brazilStamp } from '../../../shared/evidence.ts';
import { PROBLEM_REASON_LABELS } from '../../../shared/problems.ts';
import { trpc } from '../../lib/trpc.ts';
import { ListError } from '../ListError.tsx';
import { card, cardTitle } from '../orders/order-card-classes.ts';
import { secondaryButtonClass } from '../PageShell.tsx';
import { ProblemActions } from './ProblemActions.tsx';
import { ProblemReplyForm } from './ProblemReplyForm.tsx';
import { ProblemThread } from './ProblemThread.tsx';
import { PROBLEM_STATUS_LABELS } from './problem-words.ts';
import { ReportProblemDialog } from './ReportProblemDialog.tsx';

/**
 * The order page's 'Problemas' card (docs/product/problems.md): 'Relatar problema', the current
 * problem's thread with the steps the server allows, and earlier problems folded away. Shown
 * only when there is a problem or one may be reported.
 */
export function OrderProblems({ orderId }: { orderId: string }) {
  const query = useQuery(trpc.problems.forOrder.queryOptions({ orderId }));
  const [reporting, setReporting] = useState(false);
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        Carregando problemas do pedido...
      </p>
    );
  if (query.isError)
    return <ListError what="os problemas deste pedido" onRetry={() => void query.refetch()} />;
  const data = query.data;
  const [current, ...earlier] = data.problems;
  if (!current && !data.canOpen) return null;
  return (
    <section className={card} aria-labelledby="problemas">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="problemas" className={cardTitle}>
          Problemas com o pedido
        </h2>
        {data.canOpen && (
          <button type="button" className={secondaryButtonClass} onClick={() => setReporting(true)}>
            <AlertTriangle aria-hidden="true" className="size-4" />
            Relatar problema
          </button>
        )}
      </div>
      {!current && (
        <p className="text-sm text-stone-700">
          Algo deu errado? Relate o problema: a outra parte é avisada e, sem acordo, a moderação decide.
        </p>
      )}
      {current && <ProblemThread problem={current} viewer={data.viewer} />}
      {current && data.can && <ProblemActions orderId={orderId} problem={current} can={data.can} />}
      {current && data.can?.reply && <ProblemReplyForm orderId={orderId} totalCents={data.totalCents} />}
      {earlier.map((p) => (
        <details key={p.id} className="rounded-xl border border-stone-200 p-3">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm text-stone-800">
            {PROBLEM_REASON_LABELS[p.reason]} · {PROBLEM_STATUS_LABELS[p.status]} · {brazilStamp(p.createdAt)}
          </summary>
          <div className="mt-3">
            <ProblemThread problem={p} viewer={data.viewer} />
          </div>
        </details>
      ))}
      {reporting && <ReportProblemDialog orderId={orderId} open={reporting} onOpenChange={setReporting} />}
    </section>
  );
}
