import { sql } from 'kysely';
import { type DB, inTransaction } from '../../db/client.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { HANDOVER_NOTES } from '../../shared/handover.ts';
import { ORDER_STATUS_LABELS } from '../../shared/order-status.ts';
import { RuleError } from '../errors.ts';
import type { Notifier } from '../notifications/index.ts';
import { notifyOrderParty } from './notices.ts';
import { refreshSellerRating } from './reviews.ts';
import { orderAndParty } from './transitions.ts';

/** The refusals of 'Confirmar entrega em mãos'. */
const NOT_PICKUP = 'Este pedido é enviado pelos Correios: não há entrega em mãos para confirmar.';
const NOT_PAID = 'A entrega em mãos só pode ser confirmada em um pedido pago.';

/**
 * 'Retirada em mãos' (docs/product/delivery.md#handing-over-in-person): after payment, each party
 * confirms the handover once; the second confirmation makes the order 'entregue'. One UPDATE sets
 * the party's time and, when the other's is already there, the new status: two parties confirming
 * at the same moment are serialised by the row, and the second sees the first.
 */
export async function confirmHandover(
  db: DB,
  orderId: string,
  actorId: string,
  notifier: Notifier,
  now = new Date(),
): Promise<OrderStatus> {
  return inTransaction(db, async (trx) => {
    const { order, party } = await orderAndParty(trx, orderId, actorId);
    if (order.delivery_method !== 'retirada') throw new RuleError('CONFLICT', NOT_PICKUP);
    if (order.status !== 'pago') throw new RuleError('CONFLICT', NOT_PAID);
    const mine = party === 'buyer' ? 'handover_buyer_at' : 'handover_seller_at';
    const theirs = party === 'buyer' ? 'handover_seller_at' : 'handover_buyer_at';
    if (order[mine] !== null)
      throw new RuleError('CONFLICT', 'Você já confirmou a entrega em mãos deste pedido.');
    const at = now.toISOString();
    const moved = await trx
      .updateTable('orders')
      .set({
        [mine]: at,
        status: sql<OrderStatus>`case when ${sql.ref(theirs)} is not null then 'entregue' else status end`,
        status_since: sql<string>`case when ${sql.ref(theirs)} is not null then ${at} else status_since end`,
        updated_at: at,
      })
      .where('id', '=', orderId)
      .where('status', '=', 'pago')
      .where(mine, 'is', null)
      .returning('status')
      .executeTakeFirst();
    // A double click, or a cancel that won the race: the row no longer matches.
    if (!moved) throw new RuleError('CONFLICT', NOT_PAID);
    const events: { status: OrderStatus; note: string | null }[] = [
      { status: 'pago', note: HANDOVER_NOTES[party] },
    ];
    if (moved.status === 'entregue') events.push({ status: 'entregue', note: null });
    await trx
      .insertInto('order_events')
      .values(
        events.map((e) => ({
          order_id: orderId,
          status: e.status,
          actor_id: actorId,
          note: e.note,
          created_at: at,
        })),
      )
      .execute();
    if (moved.status === 'entregue') await refreshSellerRating(trx, order.seller_id);
    const detail = moved.status === 'entregue' ? ORDER_STATUS_LABELS.entregue : HANDOVER_NOTES[party];
    const parties = { orderId, buyerId: order.buyer_id, sellerId: order.seller_id, actorId };
    await notifyOrderParty(trx, notifier, { ...parties, detail }, now);
    return moved.status;
  });
}
