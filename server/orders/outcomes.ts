import type { Executor } from '../../db/client.ts';
import { firstHandover } from '../../shared/order-next-step.ts';
import { type ProblemOutcome, REFUND_CANCEL_NOTE, RESEND_NOTE } from '../../shared/problems.ts';
import { RuleError } from '../errors.ts';
import type { Notifier } from '../notifications/index.ts';
import { revealOrderReviews } from './blind-reviews.ts';
import { finishMove } from './transitions.ts';

// What a problem's settled outcome does to its order (docs/product/problems.md#outcomes-and-the-order,
// decision 047), in the transaction that settles it, whether by agreement or by the moderation:
// 'Devolver o valor' ends the order as 'Cancelado' (the sale did not happen), 'Reenviar' restarts
// the delivery clock of an order 'Enviado'; a discount and 'Nenhuma ação' keep the sale as it is.

/** What the order became: ended by the refund, its delivery clock restarted, or unchanged. */
export type OrderAfterOutcome = 'cancelado' | 'reenvio' | null;

/** Where a refund ends an order: a problem is reported from 'Pago' on (server/problems/rules.ts). */
const REFUNDABLE = ['pago', 'enviado', 'entregue'] as const;

const orderMoved = () =>
  new RuleError('CONFLICT', 'O pedido mudou enquanto você respondia. Recarregue a página.');

async function readOrder(trx: Executor, orderId: string) {
  return trx
    .selectFrom('orders')
    .select(['seller_id', 'status', 'status_since', 'handover_buyer_at', 'handover_seller_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function applyOutcomeToOrder(
  trx: Executor,
  notifier: Notifier,
  step: { orderId: string; outcome: ProblemOutcome; actorId: string },
  now: Date,
): Promise<OrderAfterOutcome> {
  if (step.outcome === 'devolver') return (await endByRefund(trx, notifier, step, now)) ? 'cancelado' : null;
  if (step.outcome === 'reenviar') return (await restartDelivery(trx, step, now)) ? 'reenvio' : null;
  return null;
}

/**
 * The whole total goes back: the order is cancelled from where it is, conditionally on the state
 * read (a member's step at the same moment makes the settlement fail and be tried again). Books
 * that never left the seller (a paid order not sent nor handed over) go back on sale as on any
 * cancel; books sent or handed over stay sold, since they may be lost or with the buyer. Either
 * way the sale is taken back, and a delivered order's review window closes now.
 */
async function endByRefund(
  trx: Executor,
  notifier: Notifier,
  step: { orderId: string; actorId: string },
  now: Date,
): Promise<boolean> {
  const order = await readOrder(trx, step.orderId);
  const from = REFUNDABLE.find((s) => s === order.status);
  // Already cancelled (by a member or a deadline while the problem was open): nothing left to end.
  if (!from) return false;
  const at = now.toISOString();
  const moved = await trx
    .updateTable('orders')
    .set({ status: 'cancelado', status_since: at, updated_at: at })
    .where('id', '=', step.orderId)
    .where('status', '=', from)
    .where('status_since', '=', order.status_since)
    .executeTakeFirst();
  if (moved.numUpdatedRows !== 1n) throw orderMoved();
  await trx
    .insertInto('order_events')
    .values({
      order_id: step.orderId,
      status: 'cancelado',
      actor_id: step.actorId,
      note: REFUND_CANCEL_NOTE,
      created_at: at,
    })
    .execute();
  const booksLeft =
    from !== 'pago' ||
    firstHandover({
      handoverBuyerAt: order.handover_buyer_at,
      handoverSellerAt: order.handover_seller_at,
    }) !== null;
  await finishMove(trx, 'cancelado', order, step.orderId, at, booksLeft);
  if (from === 'entregue') await revealOrderReviews(trx, notifier, step.orderId, now);
  return true;
}

/**
 * 'Reenviar' on an order 'Enviado': the 14 days to 'Entregue' count again from now, and the
 * notices of the old clock may be given again for the new one. Any other order keeps its clock:
 * one not sent yet has its first sending ahead, a delivered one stays delivered.
 */
async function restartDelivery(
  trx: Executor,
  step: { orderId: string; actorId: string },
  now: Date,
): Promise<boolean> {
  const order = await readOrder(trx, step.orderId);
  if (order.status !== 'enviado') return false;
  const at = now.toISOString();
  const moved = await trx
    .updateTable('orders')
    .set({ status_since: at, updated_at: at })
    .where('id', '=', step.orderId)
    .where('status', '=', 'enviado')
    .where('status_since', '=', order.status_since)
    .executeTakeFirst();
  if (moved.numUpdatedRows !== 1n) throw orderMoved();
  await trx
    .deleteFrom('order_deadline_notices')
    .where('order_id', '=', step.orderId)
    .where('key', 'like', 'entrega:%')
    .execute();
  await trx
    .insertInto('order_events')
    .values({
      order_id: step.orderId,
      status: 'enviado',
      actor_id: step.actorId,
      note: RESEND_NOTE,
      created_at: at,
    })
    .execute();
  return true;
}
