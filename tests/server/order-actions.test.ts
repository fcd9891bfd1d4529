import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../db/schema.ts';
import type { SessionUser } from '../../server/context.ts';
import { ORDER_ACTIONS, type OrderAction } from '../../server/orders/actions.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createOrder, createUser, sellerAndBuyer } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// orders.byId answers the actions its reader may take now (server/orders/actions.ts). For every
// status, delivery and party, each action it answers must be accepted by its mutation and every
// other one refused: each is tried on a fresh order in the same state.

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

const STATUSES: OrderStatus[] = ['aguardando_pagamento', 'pago', 'enviado', 'entregue', 'cancelado'];
const METHODS = ['correios', 'retirada'] as const;
type Method = (typeof METHODS)[number];
type Extra = 'none' | 'reported' | 'buyerHandedOver' | 'sellerHandedOver' | 'reviewed' | 'answered';

interface Scenario {
  status: OrderStatus;
  method: Method;
  extra: Extra;
}

/** Each status by each delivery, then the states the steps outside the table leave behind. */
const SCENARIOS: Scenario[] = [
  ...STATUSES.flatMap((status) => METHODS.map((method) => ({ status, method, extra: 'none' as const }))),
  ...METHODS.map((method) => ({
    status: 'aguardando_pagamento' as const,
    method,
    extra: 'reported' as const,
  })),
  { status: 'pago', method: 'retirada', extra: 'buyerHandedOver' },
  { status: 'pago', method: 'retirada', extra: 'sellerHandedOver' },
  ...METHODS.flatMap((method) =>
    (['reviewed', 'answered'] as const).map((extra) => ({ status: 'entregue' as const, method, extra })),
  ),
];

const label = (s: Scenario) => `${s.status} by ${s.method}${s.extra === 'none' ? '' : `, ${s.extra}`}`;

/** The buyer's review of a delivered order. */
const fiveStars = (orderId: string) => ({
  orderId,
  overall: 5,
  communication: 5,
  shipping: 5,
  condition: 5,
  isAnonymous: false,
});

/** A fresh order in the scenario's state; the review's id when it has one. */
async function orderIn(s: Scenario): Promise<{ id: string; reviewId: string | null }> {
  const { orderId: id } = await createOrder(t.db, {
    buyerId: buyer.id,
    sellerId: seller.id,
    status: s.status,
    pickup: s.method === 'retirada',
  });
  const at = new Date().toISOString();
  // A pickup order is delivered by both parties' handover.
  const handedOver = s.method === 'retirada' && s.status === 'entregue';
  await t.db
    .updateTable('orders')
    .set({
      payment_reported_at: s.extra === 'reported' ? at : null,
      handover_buyer_at: handedOver || s.extra === 'buyerHandedOver' ? at : null,
      handover_seller_at: handedOver || s.extra === 'sellerHandedOver' ? at : null,
    })
    .where('id', '=', id)
    .execute();
  if (s.extra !== 'reviewed' && s.extra !== 'answered') return { id, reviewId: null };
  const review = await callerFor(t, buyer).reviews.create(fiveStars(id));
  // The seller's review of the buyer reveals both (docs/product/reviews.md#double-blind).
  await callerFor(t, seller).reviews.reviewBuyer({ orderId: id, rating: 5 });
  if (s.extra === 'answered')
    await callerFor(t, seller).reviews.respond({ reviewId: review.id, response: 'Obrigada!' });
  return { id, reviewId: review.id };
}

/** Takes `action` on the order as `user`: true when accepted, false when refused as a rule says. */
async function attempt(
  user: SessionUser,
  action: OrderAction,
  order: { id: string; reviewId: string | null },
): Promise<boolean> {
  const caller = callerFor(t, user);
  const { id } = order;
  const calls: Record<OrderAction, () => Promise<unknown>> = {
    confirmPayment: () => caller.orders.confirmPayment({ id }),
    ship: () => caller.orders.ship({ id, trackingCode: 'AA123456785BR' }),
    confirmDelivery: () => caller.orders.confirmDelivery({ id }),
    confirmHandover: () => caller.orders.confirmHandover({ id }),
    cancel: () => caller.orders.cancel({ id, reason: 'Desisti' }),
    reportPayment: () => caller.orders.reportPayment({ id }),
    review: () => caller.reviews.create(fiveStars(id)),
    respondToReview: () =>
      caller.reviews.respond({ reviewId: order.reviewId ?? randomUUID(), response: 'Obrigada pela compra!' }),
  };
  const call = calls[action]();
  try {
    await call;
    return true;
  } catch {
    // Refused by a rule of the order, never by the input or the server.
    expect(['FORBIDDEN', 'CONFLICT', 'NOT_FOUND']).toContain((await errorOf(call)).code);
    return false;
  }
}

/** The actions each mutation accepts from `user` in the scenario, each on a fresh order. */
async function accepted(user: SessionUser, s: Scenario): Promise<OrderAction[]> {
  const taken: OrderAction[] = [];
  for (const action of ORDER_ACTIONS) if (await attempt(user, action, await orderIn(s))) taken.push(action);
  return taken;
}

describe.each(['buyer', 'seller'] as const)("orders.byId's actions for the %s", (party) => {
  it.each(SCENARIOS.map((s) => [label(s), s] as const))(
    'are exactly what the mutations accept: %s',
    async (_, s) => {
      const user = party === 'buyer' ? buyer : seller;
      const { id } = await orderIn(s);
      const { actions } = await callerFor(t, user).orders.byId({ id });
      expect(actions).toEqual(await accepted(user, s));
    },
  );
});

describe('a stranger to the order (neither buyer nor seller)', () => {
  it.each(SCENARIOS.map((s) => [label(s), s] as const))(
    'reads nothing and may take no action: %s',
    async (_, s) => {
      const stranger = await createUser(t.db);
      const { id } = await orderIn(s);
      expect(await errorOf(callerFor(t, stranger).orders.byId({ id }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Pedido não encontrado.',
      });
      expect(await accepted(stranger, s)).toEqual([]);
    },
  );
});

describe('the answer follows the order', () => {
  it('moves on as each party takes a step of a pickup order, and nothing is left once it is reviewed and answered', async () => {
    const { id } = await orderIn({ status: 'aguardando_pagamento', method: 'retirada', extra: 'none' });
    const as = async (user: SessionUser) => (await callerFor(t, user).orders.byId({ id })).actions;
    expect(await as(buyer)).toEqual(['cancel', 'reportPayment']);
    expect(await as(seller)).toEqual(['confirmPayment', 'cancel']);
    await callerFor(t, buyer).orders.reportPayment({ id });
    expect(await as(buyer)).toEqual(['cancel']);
    await callerFor(t, seller).orders.confirmPayment({ id });
    expect(await as(seller)).toEqual(['confirmHandover', 'cancel']);
    await callerFor(t, seller).orders.confirmHandover({ id });
    expect(await as(seller)).toEqual([]);
    expect(await as(buyer)).toEqual(['confirmHandover']);
    await callerFor(t, buyer).orders.confirmHandover({ id });
    expect(await as(buyer)).toEqual(['review']);
    expect(await as(seller)).toEqual([]);
    const review = await callerFor(t, buyer).reviews.create(fiveStars(id));
    expect(await as(buyer)).toEqual([]);
    // Hidden from the seller until they review the buyer too (or the window closes).
    expect(await as(seller)).toEqual([]);
    await callerFor(t, seller).reviews.reviewBuyer({ orderId: id, rating: 5 });
    expect(await as(seller)).toEqual(['respondToReview']);
    await callerFor(t, seller).reviews.respond({ reviewId: review.id, response: 'Obrigada!' });
    expect(await as(seller)).toEqual([]);
  });
});
