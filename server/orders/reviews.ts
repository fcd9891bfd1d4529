import { randomUUID } from 'node:crypto';
import { type DB, type Executor, inTransaction } from '../../db/client.ts';
import { serializeOn } from '../../db/dialect.ts';
import { booksTitle } from '../../shared/notifications.ts';
import { RuleError } from '../errors.ts';
import type { Notifier } from '../notifications/index.ts';
import { notify } from '../notifications/index.ts';
import { orderTitles } from './notices.ts';
import { orderNotFound } from './order-not-found.ts';

// The buyer's review of a delivered order, the seller's one answer, and the seller's rating
// summary they feed.

/**
 * Recomputes the seller's summary from the rows, so it is exact whatever happened before. In the
 * caller's transaction, alone on the seller: two reviews at once on PostgreSQL would each count
 * without the other and the last write would be a review short.
 */
export async function refreshSellerRating(db: Executor, sellerId: string): Promise<void> {
  await serializeOn(db, `rating:${sellerId}`);
  const reviews = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.avg<number>('overall_rating').as('overall'),
      eb.fn.avg<number>('communication_rating').as('communication'),
      eb.fn.avg<number>('shipping_rating').as('shipping'),
      eb.fn.avg<number>('condition_rating').as('condition'),
    ])
    .where('seller_id', '=', sellerId)
    .executeTakeFirstOrThrow();
  const sales = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('seller_id', '=', sellerId)
    .where('status', '=', 'entregue')
    .executeTakeFirstOrThrow();
  const values = {
    total_reviews: Number(reviews.total),
    average_overall: Number(reviews.overall ?? 0),
    average_communication: Number(reviews.communication ?? 0),
    average_shipping: Number(reviews.shipping ?? 0),
    average_condition: Number(reviews.condition ?? 0),
    total_sales: Number(sales.n),
  };
  await db
    .insertInto('seller_ratings')
    .values({ seller_id: sellerId, ...values })
    .onConflict((oc) => oc.column('seller_id').doUpdateSet(values))
    .execute();
}

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
  return inTransaction(db, async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['seller_id', 'status'])
      .where('id', '=', input.orderId)
      .where('buyer_id', '=', buyerId)
      .executeTakeFirst();
    if (!order) throw orderNotFound();
    if (order.status !== 'entregue')
      throw new RuleError('CONFLICT', 'Você poderá avaliar o vendedor depois de confirmar a entrega.');
    const id = randomUUID();
    const inserted = await trx
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
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .executeTakeFirst();
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n)
      throw new RuleError('CONFLICT', 'Você já avaliou este pedido.');
    await refreshSellerRating(trx, order.seller_id);
    await notify(
      trx,
      notifier,
      {
        userId: order.seller_id,
        kind: 'review_received',
        actorId: buyerId,
        anonymous: input.isAnonymous,
        subjectPath: `/pedidos/${input.orderId}`,
        bookTitle: booksTitle(await orderTitles(trx, input.orderId)),
        detail: `${input.overall} de 5`,
      },
      now,
    );
    return id;
  });
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
