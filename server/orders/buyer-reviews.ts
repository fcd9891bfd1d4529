import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { DB, Executor } from '../../db/client.ts';
import { reviewWindowClosed, reviewWindowEnd } from '../../shared/reviews.ts';
import type { Notifier } from '../notifications/index.ts';
import { writeBlindReview } from './blind-reviews.ts';
import { orderNotFound } from './order-not-found.ts';

// The seller's review of the buyer (docs/product/reviews.md#the-sellers-review-of-the-buyer):
// a rating and an optional comment, double-blind with the buyer's review of the seller, read by
// the buyer once revealed and by the sellers of that buyer's orders (server/reputation/buyer.ts).

export async function createBuyerReview(
  db: DB,
  sellerId: string,
  input: { orderId: string; rating: number; comment: string | null },
  notifier: Notifier,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await writeBlindReview(db, notifier, input.orderId, { role: 'seller', userId: sellerId }, now, {
    insert: (trx, order) =>
      trx
        .insertInto('buyer_reviews')
        .values({
          id,
          order_id: input.orderId,
          seller_id: sellerId,
          buyer_id: order.buyer_id,
          rating: input.rating,
          comment: input.comment,
          created_at: now.toISOString(),
          visible_at: null,
        })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .executeTakeFirst(),
    duplicate: 'Você já avaliou o comprador deste pedido.',
  });
  return id;
}

export const orderReviewsOutput = z.object({
  /** When the window closes; null before the order is delivered. */
  windowEndsAt: z.string().nullable(),
  windowOpen: z.boolean(),
  /** Whether the buyer's review of the seller is written and still hidden from the seller. */
  buyerReviewHidden: z.boolean(),
  /** The seller's review of the buyer: always to its author, to the buyer once revealed. */
  buyerReview: z
    .object({
      rating: z.number(),
      comment: z.string().nullable(),
      createdAt: z.string(),
      visibleAt: z.string().nullable(),
    })
    .nullable(),
  /** The seller may write their review of the buyer now. */
  mayReviewBuyer: z.boolean(),
});

/** The double-blind state of an order's reviews as one of its parties may see it; NOT_FOUND to anyone else. */
export async function orderReviews(
  db: Executor,
  orderId: string,
  userId: string,
  now = new Date(),
): Promise<z.infer<typeof orderReviewsOutput>> {
  const order = await db
    .selectFrom('orders')
    .select(['buyer_id', 'seller_id', 'status', 'status_since'])
    .where('id', '=', orderId)
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .executeTakeFirst();
  if (!order) throw orderNotFound();
  const isSeller = order.seller_id === userId;
  const [review, byBuyer] = await Promise.all([
    db
      .selectFrom('buyer_reviews')
      .select(['rating', 'comment', 'created_at as createdAt', 'visible_at as visibleAt'])
      .where('order_id', '=', orderId)
      .executeTakeFirst(),
    db.selectFrom('reviews').select('visible_at').where('order_id', '=', orderId).executeTakeFirst(),
  ]);
  const delivered = order.status === 'entregue' && order.status_since !== null;
  const windowOpen = delivered && !reviewWindowClosed(order.status_since, now);
  return {
    windowEndsAt: delivered && order.status_since ? reviewWindowEnd(order.status_since) : null,
    windowOpen,
    buyerReviewHidden: byBuyer !== undefined && byBuyer.visible_at === null,
    buyerReview: review && (isSeller || review.visibleAt !== null) ? review : null,
    mayReviewBuyer: isSeller && windowOpen && review === undefined,
  };
}
