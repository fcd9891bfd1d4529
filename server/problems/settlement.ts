import type { Executor } from '../../db/client.ts';
import { brazilDayMonth } from '../../shared/brazil-time.ts';
import { addDays, ORDER_DEADLINES } from '../../shared/order-deadlines.ts';
import { orderNumber } from '../../shared/order-number.ts';
import type { ProblemOutcome } from '../../shared/problems.ts';
import { writeAudit } from '../accounts/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { applyOutcomeToOrder, type OrderAfterOutcome } from '../orders/index.ts';

// A settled outcome, by agreement or by the moderation, acts on the order in the same transaction
// (docs/product/problems.md#outcomes-and-the-order): the order's own rules do it (orders/outcomes.ts);
// here it is audited beside the mediation's other steps and told in the settlement's words.

const AUDITED: Record<Exclude<OrderAfterOutcome, null>, string> = {
  cancelado: 'problem.order_cancel',
  reenvio: 'problem.order_resend',
};

/** What the parties read after the outcome: how the order changed, or nothing when it did not. */
function changeText(change: OrderAfterOutcome, at: string): string {
  if (change === 'cancelado') return ' O pedido foi cancelado: o valor total volta para o comprador.';
  if (change === 'reenvio') {
    const until = addDays(at, ORDER_DEADLINES.deliveredAfterShippingDays);
    return ` O prazo de entrega recomeça: o pedido será marcado como entregue em ${brazilDayMonth(until)}, se nenhum problema for relatado.`;
  }
  return '';
}

/** Applies the outcome to the order and audits what it did; the sentence to add to the notices. */
export async function settleOnOrder(
  trx: Executor,
  notifier: Notifier,
  step: {
    orderId: string;
    problemId: string;
    outcome: ProblemOutcome;
    actor: { id: string; ip: string | null };
  },
  now: Date,
): Promise<string> {
  const change = await applyOutcomeToOrder(
    trx,
    notifier,
    { orderId: step.orderId, outcome: step.outcome, actorId: step.actor.id },
    now,
  );
  if (change === null) return '';
  await writeAudit(
    trx,
    {
      actorId: step.actor.id,
      ip: step.actor.ip,
      action: AUDITED[change],
      targetType: 'problem',
      targetId: step.problemId,
      reason: null,
      details: { label: `Pedido ${orderNumber(step.orderId)}`, orderId: step.orderId, outcome: step.outcome },
    },
    now,
  );
  return changeText(change, now.toISOString());
}
