import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { revealClosedReviews } from '../../server/orders/blind-reviews.ts';
import { addDays, ORDER_DEADLINES } from '../../shared/order-deadlines.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createOrder, createUser, sellerAndBuyer } from '../helpers/factories.ts';

// Double-blind reviews (docs/product/reviews.md#double-blind): hidden until both sides wrote or
// the window closed, revealed together, once; the rating and the lists count revealed ones only.

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

const ratings = {
  overall: 5,
  communication: 4,
  shipping: 3,
  condition: 5,
  comment: 'Ótimo!',
  isAnonymous: false,
};

/** A delivered order whose window began `daysAgo` days ago. */
async function delivered(daysAgo = 0) {
  const { orderId } = await createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status: 'entregue' });
  const since = addDays(new Date().toISOString(), -daysAgo);
  await t.db.updateTable('orders').set({ status_since: since }).where('id', '=', orderId).execute();
  return orderId;
}

const revealedNotices = (userId: string) =>
  t.db
    .selectFrom('notifications')
    .select('detail')
    .where('user_id', '=', userId)
    .where('kind', '=', 'reviews_revealed')
    .execute();

async function summary() {
  return t.db
    .selectFrom('seller_ratings')
    .select(['total_reviews', 'average_overall'])
    .where('seller_id', '=', seller.id)
    .executeTakeFirst();
}

describe('double-blind reviews', () => {
  it("hides the buyer's review from the seller, the store page and the rating until both wrote", async () => {
    const orderId = await delivered();
    await callerFor(t, buyer).reviews.create({ orderId, ...ratings });
    const asSeller = callerFor(t, seller);
    expect((await asSeller.orders.byId({ id: orderId })).review).toBeNull();
    expect((await asSeller.orders.byId({ id: orderId })).actions).not.toContain('respondToReview');
    expect(await callerFor(t, null).reviews.list({ sellerId: seller.id })).toEqual([]);
    expect((await summary())?.total_reviews ?? 0).toBe(0);
    expect(await asSeller.reviews.forOrder({ orderId })).toMatchObject({
      buyerReviewHidden: true,
      mayReviewBuyer: true,
      windowOpen: true,
    });
    // The buyer reads their own review, and nothing of the seller's yet.
    const asBuyer = await callerFor(t, buyer).orders.byId({ id: orderId });
    expect(asBuyer.review).toMatchObject({ overall: 5, comment: 'Ótimo!' });
    expect((await callerFor(t, buyer).reviews.forOrder({ orderId })).buyerReview).toBeNull();
  });

  it("hides the seller's review of the buyer from the buyer until both wrote", async () => {
    const orderId = await delivered();
    await callerFor(t, seller).reviews.reviewBuyer({ orderId, rating: 2, comment: 'Demorou a pagar.' });
    expect((await callerFor(t, buyer).reviews.forOrder({ orderId })).buyerReview).toBeNull();
    expect((await callerFor(t, seller).reviews.forOrder({ orderId })).buyerReview).toMatchObject({
      rating: 2,
      comment: 'Demorou a pagar.',
      visibleAt: null,
    });
    expect(await revealedNotices(buyer.id)).toEqual([]);
  });

  it('reveals both together on the second review and tells both parties once', async () => {
    const orderId = await delivered();
    await callerFor(t, seller).reviews.reviewBuyer({ orderId, rating: 4 });
    await callerFor(t, buyer).reviews.create({ orderId, ...ratings });
    const seen = await callerFor(t, buyer).reviews.forOrder({ orderId });
    const bySeller = (await callerFor(t, seller).orders.byId({ id: orderId })).review;
    expect(seen.buyerReview).toMatchObject({ rating: 4 });
    expect(bySeller).toMatchObject({ overall: 5 });
    const times = await t.db
      .selectFrom('reviews')
      .innerJoin('buyer_reviews', 'buyer_reviews.order_id', 'reviews.order_id')
      .select(['reviews.visible_at as a', 'buyer_reviews.visible_at as b'])
      .executeTakeFirstOrThrow();
    expect(times.a).not.toBeNull();
    expect(times.a).toBe(times.b);
    expect(await summary()).toMatchObject({ total_reviews: 1, average_overall: 5 });
    expect((await revealedNotices(buyer.id)).length).toBe(1);
    expect((await revealedNotices(seller.id)).length).toBe(1);
    // The job finds nothing left to reveal when the window later closes.
    expect(
      await revealClosedReviews(t.db, t.config, new Date(Date.parse(addDays(new Date().toISOString(), 15)))),
    ).toBe(0);
    expect((await revealedNotices(buyer.id)).length).toBe(1);
    // Revealed, the seller may answer it publicly once.
    expect((await callerFor(t, seller).orders.byId({ id: orderId })).actions).toContain('respondToReview');
  });

  it('reveals a lone review when the window closes, by the job, exactly once', async () => {
    const orderId = await delivered(ORDER_DEADLINES.reviewWindowDays - 1);
    await callerFor(t, buyer).reviews.create({ orderId, ...ratings, overall: 3 });
    const now = new Date();
    expect(await revealClosedReviews(t.db, t.config, now)).toBe(0);
    const later = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1000);
    // Two processes run the job at the same moment: one reveals, the other finds nothing.
    const runs = await Promise.all([
      revealClosedReviews(t.db, t.config, later),
      revealClosedReviews(t.db, t.config, later),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await revealClosedReviews(t.db, t.config, later)).toBe(0);
    expect((await revealedNotices(seller.id)).length).toBe(1);
    expect((await revealedNotices(buyer.id)).length).toBe(1);
    expect(await summary()).toMatchObject({ total_reviews: 1, average_overall: 3 });
    const list = await callerFor(t, null).reviews.list({ sellerId: seller.id });
    expect(list).toHaveLength(1);
  });

  it('refuses a review on either side once the window closed', async () => {
    const orderId = await delivered(ORDER_DEADLINES.reviewWindowDays + 1);
    const message = `O prazo de ${ORDER_DEADLINES.reviewWindowDays} dias para avaliar este pedido terminou.`;
    await expect(callerFor(t, buyer).reviews.create({ orderId, ...ratings })).rejects.toMatchObject({
      code: 'CONFLICT',
      message,
    });
    await expect(callerFor(t, seller).reviews.reviewBuyer({ orderId, rating: 5 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message,
    });
    expect((await callerFor(t, buyer).orders.byId({ id: orderId })).actions).not.toContain('review');
    expect(await callerFor(t, seller).reviews.forOrder({ orderId })).toMatchObject({
      windowOpen: false,
      mayReviewBuyer: false,
    });
  });

  it("refuses the seller's review before delivery, twice, by the buyer, or out of 1..5", async () => {
    const { orderId: paid } = await createOrder(t.db, {
      buyerId: buyer.id,
      sellerId: seller.id,
      status: 'pago',
    });
    await expect(
      callerFor(t, seller).reviews.reviewBuyer({ orderId: paid, rating: 5 }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Você poderá avaliar o comprador depois que o pedido for entregue.',
    });
    const orderId = await delivered();
    await expect(callerFor(t, buyer).reviews.reviewBuyer({ orderId, rating: 5 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(callerFor(t, seller).reviews.reviewBuyer({ orderId, rating: 6 })).rejects.toThrow(
      'Dê uma nota de 1 a 5 para o comprador.',
    );
    await callerFor(t, seller).reviews.reviewBuyer({ orderId, rating: 5 });
    await expect(callerFor(t, seller).reviews.reviewBuyer({ orderId, rating: 4 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Você já avaliou o comprador deste pedido.',
    });
  });

  it('shows a third party neither review, revealed or not', async () => {
    const orderId = await delivered();
    await callerFor(t, buyer).reviews.create({ orderId, ...ratings });
    await callerFor(t, seller).reviews.reviewBuyer({ orderId, rating: 5, comment: 'Ótimo comprador.' });
    const stranger = callerFor(t, await createUser(t.db));
    await expect(stranger.reviews.forOrder({ orderId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.orders.byId({ id: orderId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(callerFor(t, null).reviews.forOrder({ orderId })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses an answer to a review the window still hides', async () => {
    const orderId = await delivered();
    const { id: reviewId } = await callerFor(t, buyer).reviews.create({ orderId, ...ratings });
    await expect(
      callerFor(t, seller).reviews.respond({ reviewId, response: 'Obrigada!' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps a hidden review out of the data export of the seller', async () => {
    const orderId = await delivered();
    await callerFor(t, buyer).reviews.create({ orderId, ...ratings });
    const { exportReviews } = await import('../../server/data-rights/export-activity.ts');
    expect((await exportReviews(t.db, seller.id)).received).toEqual([]);
    expect((await exportReviews(t.db, buyer.id)).written).toHaveLength(1);
    await callerFor(t, seller).reviews.reviewBuyer({ orderId, rating: 5 });
    expect((await exportReviews(t.db, seller.id)).received).toHaveLength(1);
    expect((await exportReviews(t.db, buyer.id)).receivedAsBuyer).toMatchObject([{ rating: 5 }]);
  });
});
