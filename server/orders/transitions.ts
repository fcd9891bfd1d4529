import { sql } from 'kysely';
import { type DB, type Executor, inTransaction } from '../../db/client.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { brazilDayMonth } from '../../shared/brazil-time.ts';
import type { DeliveryMethod } from '../../shared/delivery.ts';
import {
  buyerCancelTooSoon,
  buyerMayCancelFrom,
  type DeadlineOrder,
  orderDeadlines,
} from '../../shared/order-next-step.ts';
import { ORDER_STATUS_LABELS } from '../../shared/order-status.ts';
import { PAYMENT_REPORTED_NOTE } from '../../shared/pix/payment-report.ts';
import { recordWorkSales, SUSPENSION_BOOK_REASON } from '../catalog/index.ts';
import { RuleError } from '../errors.ts';
import { claimEvidence } from '../evidence/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { onSaleColumns } from '../stores/index.ts';
import { queueWantChecks } from '../wants/index.ts';
import { notifyOrderParty } from './notices.ts';
import { orderNotFound } from './order-not-found.ts';
import { refreshSellerRating } from './reviews.ts';

// An order's steps after checkout (docs/product/orders.md): payment, shipping, delivery, cancelling.

/** A move of the table below: the order's status changes. */
export type OrderTransition = 'confirmPayment' | 'ship' | 'confirmDelivery' | 'cancel';

/**
 * Who may take each step, from which states, and for which delivery
 * (docs/product/orders.md#who-takes-each-step): a parcel handed over in person is never shipped;
 * its delivery is the two parties' handover (handover.ts).
 */
export const TRANSITIONS: Record<
  OrderTransition,
  { by: 'buyer' | 'seller' | 'either'; from: OrderStatus[]; to: OrderStatus; only?: DeliveryMethod }
> = {
  confirmPayment: { by: 'seller', from: ['aguardando_pagamento'], to: 'pago' },
  ship: { by: 'seller', from: ['pago'], to: 'enviado', only: 'correios' },
  confirmDelivery: { by: 'buyer', from: ['enviado'], to: 'entregue', only: 'correios' },
  cancel: { by: 'either', from: ['aguardando_pagamento', 'pago'], to: 'cancelado' },
};

/**
 * What each move's refusals say to the party who tried it: not theirs to take, not from the
 * order's state, or (docs/product/delivery.md#handing-over-in-person) not for its delivery.
 */
const REFUSED: Record<OrderTransition, { party: string; state: string; method?: string }> = {
  confirmPayment: {
    party: 'Só o vendedor pode confirmar o pagamento.',
    state: 'Este pedido não está aguardando pagamento.',
  },
  ship: {
    party: 'Só o vendedor pode marcar o pedido como enviado.',
    state: 'Só um pedido pago pode ser enviado.',
    method:
      'Pedidos com retirada em mãos não são enviados: comprador e vendedor confirmam a entrega em mãos.',
  },
  confirmDelivery: {
    party: 'Só o comprador pode confirmar a entrega.',
    state: 'Só um pedido enviado pode ser marcado como entregue.',
    method: 'Neste pedido com retirada em mãos, confirme a entrega em mãos.',
  },
  cancel: {
    party: 'Só o comprador ou o vendedor podem cancelar o pedido.',
    state:
      'Este pedido não pode mais ser cancelado: ele já foi enviado, entregue (ou a entrega em mãos já foi confirmada) ou cancelado.',
  },
};

/** The order and which party `actorId` is in it; anyone else is told it does not exist. */
export async function orderAndParty(trx: Executor, orderId: string, actorId: string) {
  const order = await trx
    .selectFrom('orders')
    .select([
      'buyer_id',
      'seller_id',
      'status',
      'status_since',
      'delivery_method',
      'payment_reported_at',
      'handover_buyer_at',
      'handover_seller_at',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || (order.buyer_id !== actorId && order.seller_id !== actorId)) throw orderNotFound();
  return { order, party: order.buyer_id === actorId ? ('buyer' as const) : ('seller' as const) };
}

type PartyOrder = Awaited<ReturnType<typeof orderAndParty>>['order'];

/** The order as its deadlines read it; a problem does not hold the deadlines these callers need. */
function deadlineState(order: PartyOrder): DeadlineOrder {
  return {
    status: order.status,
    statusSince: order.status_since,
    deliveryMethod: order.delivery_method,
    paymentReportedAt: order.payment_reported_at,
    handoverBuyerAt: order.handover_buyer_at,
    handoverSellerAt: order.handover_seller_at,
    problemOpen: false,
  };
}

/**
 * The buyer may cancel a paid order only once it is late (docs/product/orders.md#deadlines): the
 * refusal naming the day they may, or null when nothing holds their cancel.
 */
export function buyerCancelRefusal(order: PartyOrder, now: Date): string | null {
  const state = deadlineState(order);
  const from = buyerMayCancelFrom(state);
  return from !== null && Date.parse(from) > now.getTime() ? buyerCancelTooSoon(state, from) : null;
}

/**
 * What a move does beyond the status, whoever makes it, a member or the deadlines job
 * (deadlines.ts): a cancelled order's books go back on sale, a delivered one counts in the
 * seller's rating. A refund's cancel (outcomes.ts) whose books had left the seller keeps them sold.
 */
export async function finishMove(
  trx: Executor,
  to: OrderStatus,
  order: { seller_id: string },
  orderId: string,
  at: string,
  booksLeftSeller = false,
): Promise<void> {
  if (to === 'cancelado') await returnOrderBooks(trx, order.seller_id, orderId, at, !booksLeftSeller);
  // A refunded delivery (outcomes.ts) leaves the seller's completed sales too.
  if (to === 'entregue' || booksLeftSeller) await refreshSellerRating(trx, order.seller_id);
}

export async function transitionOrder(
  db: DB,
  orderId: string,
  actorId: string,
  action: OrderTransition,
  extra: { trackingCode?: string | null; note?: string | null; photos?: readonly string[] },
  notifier: Notifier,
  now = new Date(),
): Promise<OrderStatus> {
  const rule = TRANSITIONS[action];
  // A cancellation puts books back and updates every copy of their works, as a checkout does.
  return inTransaction(db, async (trx) => {
    const { order, party } = await orderAndParty(trx, orderId, actorId);
    const refused = REFUSED[action];
    if (rule.by !== 'either' && rule.by !== party) throw new RuleError('FORBIDDEN', refused.party);
    if (rule.only && rule.only !== order.delivery_method)
      throw new RuleError('CONFLICT', refused.method ?? refused.state);
    const tooSoon = action === 'cancel' && party === 'buyer' ? buyerCancelRefusal(order, now) : null;
    if (tooSoon) throw new RuleError('CONFLICT', tooSoon);
    // Packing photos (docs/product/orders.md#marking-it-sent): only the seller's own, sent for this order.
    const packing =
      action === 'ship'
        ? await claimEvidence(trx, { orderId, userId: actorId, purpose: 'packing', urls: extra.photos ?? [] })
        : [];
    const at = now.toISOString();
    // Conditional on the state read above, so two tabs racing on one order cannot both win.
    const moved = await trx
      .updateTable('orders')
      .set({
        status: rule.to,
        status_since: at,
        updated_at: at,
        ...(action === 'ship'
          ? {
              tracking_code: extra.trackingCode ?? null,
              packing_photos: JSON.stringify(packing.map((p) => p.url)),
            }
          : {}),
      })
      .where('id', '=', orderId)
      .where('status', 'in', rule.from)
      // The buyer's cancel was allowed for the state read: a step since then moved its clock.
      .where('status_since', '=', order.status_since)
      // Once either party confirmed a handover, the books have changed hands: no cancelling.
      .where('handover_buyer_at', 'is', null)
      .where('handover_seller_at', 'is', null)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) throw new RuleError('CONFLICT', refused.state);
    await trx
      .insertInto('order_events')
      .values({
        order_id: orderId,
        status: rule.to,
        actor_id: actorId,
        note: extra.note ?? (action === 'ship' ? (extra.trackingCode ?? null) : null),
        created_at: at,
      })
      .execute();

    await finishMove(trx, rule.to, order, orderId, at);
    const parties = { orderId, buyerId: order.buyer_id, sellerId: order.seller_id, actorId };
    await notifyOrderParty(trx, notifier, { ...parties, detail: ORDER_STATUS_LABELS[rule.to] }, now);
    return rule.to;
  });
}

/**
 * 'Já paguei' (docs/product/pix.md#payment-reported-by-the-buyer): the buyer tells the seller, once, while the order
 * awaits payment. The status stays; only the seller's 'Pagamento recebido' moves it to 'pago'.
 */
export async function reportPayment(
  db: DB,
  orderId: string,
  actorId: string,
  notifier: Notifier,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { order, party } = await orderAndParty(trx, orderId, actorId);
    if (party !== 'buyer') throw new RuleError('FORBIDDEN', 'Só o comprador pode informar o pagamento.');
    if (order.status !== 'aguardando_pagamento')
      throw new RuleError('CONFLICT', 'Este pedido não está aguardando pagamento.');
    const at = now.toISOString();
    // Conditional on nothing reported yet, so a double click records one event.
    const marked = await trx
      .updateTable('orders')
      .set({ payment_reported_at: at, updated_at: at })
      .where('id', '=', orderId)
      .where('status', '=', 'aguardando_pagamento')
      .where('payment_reported_at', 'is', null)
      .executeTakeFirst();
    if (marked.numUpdatedRows === 0n)
      throw new RuleError('CONFLICT', 'Você já informou o pagamento deste pedido.');
    await trx
      .insertInto('order_events')
      .values({
        order_id: orderId,
        status: 'aguardando_pagamento',
        actor_id: actorId,
        note: PAYMENT_REPORTED_NOTE,
        created_at: at,
      })
      .execute();
    const parties = { orderId, buyerId: order.buyer_id, sellerId: order.seller_id, actorId };
    // The deadline 'Já paguei' extends (docs/product/orders.md#deadlines), told to the seller.
    const [extended] = orderDeadlines({ ...deadlineState(order), paymentReportedAt: at });
    const until = extended ? brazilDayMonth(extended.at) : '';
    const detail = `${PAYMENT_REPORTED_NOTE}. Confirme o pagamento até ${until}, ou o pedido será cancelado`;
    await notifyOrderParty(trx, notifier, { ...parties, detail }, now);
  });
}

/**
 * A cancelled order's books go back on sale (docs/product/orders.md#cancelling), unless their seller is suspended
 * meanwhile: then they wait hidden with the rest of the seller's books for the reinstatement.
 * Their works lose the sales the order counted (docs/product/best-sellers.md#what-counts-as-a-sale).
 * `backOnSale` false keeps the books sold: an order refunded after the books left the seller
 * (docs/product/problems.md#outcomes-and-the-order) is no sale, but the book may be lost or with the buyer.
 */
export async function returnOrderBooks(
  trx: Executor,
  sellerId: string,
  orderId: string,
  at: string,
  backOnSale = true,
): Promise<void> {
  const seller = await trx
    .selectFrom('users')
    .select('suspended_at')
    .where('id', '=', sellerId)
    .executeTakeFirstOrThrow();
  const bookIds = trx.selectFrom('order_items').select('book_id').where('order_id', '=', orderId);
  // A store in modo férias gets its book back hidden with the rest (docs/product/vacation.md#while-closed).
  const onSale = !backOnSale || seller.suspended_at ? null : await onSaleColumns(trx, sellerId);
  const returned = await trx
    .updateTable('books')
    .set({
      // CASE, not max(a, b): PostgreSQL spells the two-argument max GREATEST.
      sales_count: sql`case when sales_count > 0 then sales_count - 1 else 0 end`,
      updated_at: at,
      ...(!backOnSale
        ? {}
        : seller.suspended_at
          ? { status: 'hidden', status_reason: SUSPENSION_BOOK_REASON, hidden_by_suspension: 1 }
          : onSale),
    })
    .where('id', 'in', bookIds)
    .where('status', '=', 'sold')
    .returning('id')
    .execute();
  // Available again: wants hear of it (docs/product/wants.md#matching).
  if (onSale?.status === 'available')
    await queueWantChecks(
      trx,
      returned.map((b) => b.id),
      new Date(at),
    );
  // Every item of the order was a sale of its work, whatever its book became since.
  const sold = await trx
    .selectFrom('order_items')
    .select('work_key')
    .where('order_id', '=', orderId)
    .execute();
  await recordWorkSales(
    trx,
    sold.map((i) => i.work_key),
    -1,
  );
}
