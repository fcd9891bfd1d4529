import { randomUUID } from 'node:crypto';
import type { DB } from '../../db/client.ts';
import { booksTitle } from '../../shared/notifications.ts';
import { RuleError } from '../errors.ts';
import type { Notifier } from '../notifications/index.ts';
import { notify } from '../notifications/index.ts';
import { writeBlindReview } from './blind-reviews.ts';
import { orderTitles } from './notices.ts';

// The buyer's review of a delivered order, double-blind with the seller's (blind-reviews.ts), and
// the seller's one public answer once it is visible.

// The rating summary lives in seller-rating.ts, which the reveal (blind-reviews.ts) also updates.
export { refreshSellerRating } from './seller-rating.ts';

export async function createReview(
  db: DB,
  buyerId: string,
  input: {
    orderId: string;
    overall: number;
    communication: number;
    shipping: number;
    condition: number;
    comment: string | null;
    isAnonymous: boolean;
  },
  notifier: Notifier,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await writeBlindReview(db, notifier, input.orderId, { role: 'buyer', userId: buyerId }, now, {
    insert: (trx, order) =>
      trx
        .insertInto('reviews')
        .values({
          id,
          order_id: input.orderId,
          seller_id: order.seller_id,
          buyer_id: buyerId,
          is_anonymous: input.isAnonymous ? 1 : 0,
          overall_rating: input.overall,
          communication_rating: input.communication,
          shipping_rating: input.shipping,
          condition_rating: input.condition,
          comment: input.comment,
          response: null,
          response_at: null,
          created_at: now.toISOString(),
          visible_at: null,
        })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .executeTakeFirst(),
    duplicate: 'Você já avaliou este pedido.',
    // The seller learns a review is waiting, not what it says: no rating in the detail.
    written: async (trx, order) =>
      notify(
        trx,
        notifier,
        {
          userId: order.seller_id,
          kind: 'review_received',
          actorId: buyerId,
          anonymous: input.isAnonymous,
          subjectPath: `/pedidos/${input.orderId}`,
          bookTitle: booksTitle(await orderTitles(trx, input.orderId)),
        },
        now,
      ),
  });
  return id;
}

export async function respondToReview(
  db: DB,
  sellerId: string,
  reviewId: string,
  response: string,
  notifier: Notifier,
  now = new Date(),
) {
  await db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom('reviews')
      .select(['seller_id', 'buyer_id', 'order_id', 'response'])
      .where('id', '=', reviewId)
      // A review still hidden by the double-blind window is not the seller's to read, nor answer.
      .where('visible_at', 'is not', null)
      .executeTakeFirst();
    if (!review || review.seller_id !== sellerId)
      throw new RuleError('NOT_FOUND', 'Avaliação não encontrada.');
    const r = await trx
      .updateTable('reviews')
      .set({ response, response_at: now.toISOString() })
      .where('id', '=', reviewId)
      .where('seller_id', '=', sellerId)
      .where('response', 'is', null)
      .executeTakeFirst();
    if (r.numUpdatedRows === 0n) throw new RuleError('CONFLICT', 'Você já respondeu esta avaliação.');
    const reply = {
      userId: review.buyer_id,
      kind: 'review_reply',
      actorId: sellerId,
      subjectPath: `/pedidos/${review.order_id}`,
    } as const;
    await notify(trx, notifier, reply, now);
  });
}
