import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../db/schema.ts';
import type { SessionUser } from '../../server/context.ts';
import { median } from '../../server/reputation/seller.ts';
import { addDays } from '../../shared/order-deadlines.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createOrder, createUser, sellerAndBuyer } from '../helpers/factories.ts';

// Reputations (docs/product/reviews.md#reputation): each figure from a history built row by row.

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

const NOW = new Date().toISOString();
const ago = (days: number) => addDays(NOW, -days);
const MINUTE = 1 / (24 * 60);

async function order(status: OrderStatus, opts: { pickup?: boolean; buyerId?: string } = {}) {
  const { orderId } = await createOrder(t.db, {
    buyerId: opts.buyerId ?? buyer.id,
    sellerId: seller.id,
    status,
    pickup: opts.pickup,
  });
  return orderId;
}

async function event(orderId: string, status: OrderStatus, at: string, actorId: string | null) {
  await t.db
    .insertInto('order_events')
    .values({ order_id: orderId, status, actor_id: actorId, note: null, created_at: at })
    .execute();
}

/** A conversation the buyer opens; each of `answers` is the seller's first reply, `minutes` later. */
async function conversation(askedDaysAgo: number, answerMinutes: number | null) {
  const id = randomUUID();
  const [a, b] = [seller.id, buyer.id].sort();
  const asked = ago(askedDaysAgo);
  await t.db
    .insertInto('conversations')
    .values({
      id,
      user_a: a ?? '',
      user_b: b ?? '',
      subject: `book:${id}`,
      book_id: null,
      order_id: null,
      created_by: buyer.id,
      created_at: asked,
      last_message_at: asked,
    })
    .execute();
  const send = (senderId: string, at: string) =>
    t.db
      .insertInto('messages')
      .values({ conversation_id: id, sender_id: senderId, body: 'Oi', created_at: at })
      .execute();
  await send(buyer.id, asked);
  // A second question before the answer: the time counts from the first.
  await send(buyer.id, addDays(asked, MINUTE));
  if (answerMinutes !== null) {
    await send(seller.id, addDays(asked, answerMinutes * MINUTE));
    await send(seller.id, addDays(asked, (answerMinutes + 500) * MINUTE));
  }
}

async function problem(orderId: string, openedBy: string, end: 'acordo' | 'moderacao' | null) {
  await t.db
    .insertInto('order_problems')
    .values({
      id: randomUUID(),
      order_id: orderId,
      opened_by: openedBy,
      reason: 'nao_recebi',
      text: 'Não chegou.',
      answer_due_at: NOW,
      status: end ? 'resolvido' : 'em_mediacao',
      resolved_by: end,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
}

describe('a seller’s reputation', () => {
  it("shows 'Novo vendedor' (isNew) before the first completed order, not zeros to read", async () => {
    await order('pago');
    const rep = await callerFor(t, null).reputation.seller({ sellerId: seller.id });
    expect(rep).toMatchObject({ isNew: true, completedOrders: 0, medianReplyMinutes: null });
  });

  it('counts each figure from the history', async () => {
    // Two completed orders by post: one sent in a day, one in five.
    const quick = await order('entregue');
    await event(quick, 'pago', ago(20), seller.id);
    await event(quick, 'enviado', ago(19), seller.id);
    const slow = await order('entregue');
    await event(slow, 'pago', ago(20), seller.id);
    await event(slow, 'enviado', ago(15), seller.id);
    // Paid ten days ago and still not sent: counted, not quick. Paid an hour ago: not counted yet.
    const late = await order('pago');
    await event(late, 'pago', ago(10), seller.id);
    const fresh = await order('pago');
    await event(fresh, 'pago', ago(1 / 24), seller.id);
    // A pickup has no sending: left out.
    const pickup = await order('entregue', { pickup: true });
    await event(pickup, 'pago', ago(20), seller.id);
    // Answers after 10, 30 and 60 minutes, and one conversation never answered.
    await conversation(5, 10);
    await conversation(4, 60);
    await conversation(3, 30);
    await conversation(2, null);
    // Problems the buyer opened: one agreed, one decided by moderation, one open; the seller's own is not counted.
    await problem(quick, buyer.id, 'acordo');
    await problem(slow, buyer.id, 'moderacao');
    await problem(late, buyer.id, null);
    await problem(pickup, seller.id, null);

    const rep = await callerFor(t, await createUser(t.db)).reputation.seller({ sellerId: seller.id });
    const since = await t.db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(rep).toEqual({
      isNew: false,
      completedOrders: 3,
      sentQuickly: { counted: 3, quick: 1 },
      medianReplyMinutes: 30,
      repliesCounted: 3,
      problems: { opened: 3, byAgreement: 1, byModeration: 1, open: 1 },
      memberSince: since.created_at,
    });
  });

  it('refuses an unknown seller', async () => {
    await expect(callerFor(t, null).reputation.seller({ sellerId: randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Vendedor não encontrado.',
    });
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([60, 10, 30])).toBe(30);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});

describe('a buyer’s reputation', () => {
  async function history() {
    for (const days of [30, 20]) {
      const paid = await order('entregue');
      await event(paid, 'pago', ago(days), seller.id);
    }
    // Cancelled unpaid by the payment deadline (no actor) and by the seller: against the buyer.
    const expired = await order('cancelado');
    await event(expired, 'cancelado', ago(5), null);
    const refused = await order('cancelado');
    await event(refused, 'cancelado', ago(4), seller.id);
    // Cancelled by the buyer before paying: a change of mind, not counted.
    await order('cancelado');
    // Revealed reviews of the buyer count; a hidden one does not.
    const reviewed = await order('entregue');
    const hidden = await order('entregue');
    for (const [orderId, rating, visible] of [
      [reviewed, 4, NOW],
      [hidden, 1, null],
    ] as const)
      await t.db
        .insertInto('buyer_reviews')
        .values({
          id: randomUUID(),
          order_id: orderId,
          seller_id: seller.id,
          buyer_id: buyer.id,
          rating,
          comment: 'Pagou rápido.',
          created_at: NOW,
          visible_at: visible,
        })
        .execute();
  }

  it('shows a seller of the buyer’s orders what was paid and cancelled unpaid, and the revealed reviews', async () => {
    await history();
    const rep = await callerFor(t, seller).reputation.buyer({ buyerId: buyer.id });
    expect(rep).toMatchObject({
      paidOrders: 2,
      unpaidCancelled: 2,
      reviews: { count: 1, average: 4, latest: [{ rating: 4, comment: 'Pagou rápido.' }] },
    });
  });

  it('refuses a stranger, a seller with no order from that buyer, the buyer and a visitor', async () => {
    await history();
    const otherSeller = await createUser(t.db);
    await createOrder(t.db, {
      buyerId: (await createUser(t.db)).id,
      sellerId: otherSeller.id,
      status: 'pago',
    });
    const refusal = { code: 'FORBIDDEN', message: 'Só quem vendeu para este comprador vê a reputação dele.' };
    for (const who of [await createUser(t.db), otherSeller, buyer])
      await expect(callerFor(t, who).reputation.buyer({ buyerId: buyer.id })).rejects.toMatchObject(refusal);
    await expect(callerFor(t, seller).reputation.buyer({ buyerId: randomUUID() })).rejects.toMatchObject(
      refusal,
    );
    await expect(callerFor(t, null).reputation.buyer({ buyerId: buyer.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
