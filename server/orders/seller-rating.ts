import type { Executor } from '../../db/client.ts';
import { serializeOn } from '../../db/dialect.ts';

// The seller's rating summary (docs/product/reviews.md#rating), from visible reviews only: a
// review still hidden by the double-blind window counts neither in the average nor the total.

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
    .where('visible_at', 'is not', null)
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
