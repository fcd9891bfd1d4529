import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { RuleError } from '../errors.ts';
import type { BuyerReputation } from './outputs.ts';

// A buyer's reputation (docs/product/reviews.md#reputation): orders paid against orders cancelled
// unpaid, member since, and the revealed reviews sellers wrote of them. Only the sellers of that
// buyer's orders read it, on their order page; anyone else is refused, whether or not the buyer exists.

/** How many of the sellers' reviews of the buyer the order page lists. */
export const BUYER_REVIEWS_SHOWN = 5;

const count = (n: number | string | bigint | null | undefined) => Number(n ?? 0);

export async function buyerReputation(
  db: Executor,
  viewerId: string,
  buyerId: string,
): Promise<BuyerReputation> {
  const sold = await db
    .selectFrom('orders')
    .select('id')
    .where('seller_id', '=', viewerId)
    .where('buyer_id', '=', buyerId)
    .executeTakeFirst();
  const user = await db.selectFrom('users').select('created_at').where('id', '=', buyerId).executeTakeFirst();
  if (!sold || !user || viewerId === buyerId)
    throw new RuleError('FORBIDDEN', 'Só quem vendeu para este comprador vê a reputação dele.');
  const [payments, reviews, latest] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => {
        const paid = eb.exists(
          eb
            .selectFrom('order_events')
            .select('order_events.id')
            .whereRef('order_events.order_id', '=', 'orders.id')
            .where('order_events.status', '=', 'pago'),
        );
        // Cancelled without ever being paid, by the seller or the payment deadline (no actor):
        // the buyer's own change of mind does not count against them.
        const cancelledUnpaid = eb.and([
          eb('orders.status', '=', 'cancelado'),
          eb.not(paid),
          eb.exists(
            eb
              .selectFrom('order_events')
              .select('order_events.id')
              .whereRef('order_events.order_id', '=', 'orders.id')
              .where('order_events.status', '=', 'cancelado')
              .where((w) =>
                w.or([w('order_events.actor_id', 'is', null), w('order_events.actor_id', '<>', buyerId)]),
              ),
          ),
        ]);
        return [
          sql<number>`sum(case when ${paid} then 1 else 0 end)`.as('paid'),
          sql<number>`sum(case when ${cancelledUnpaid} then 1 else 0 end)`.as('unpaid'),
        ];
      })
      .where('orders.buyer_id', '=', buyerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('buyer_reviews')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('rating').as('average')])
      .where('buyer_id', '=', buyerId)
      .where('visible_at', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('buyer_reviews')
      .select(['rating', 'comment', 'created_at as createdAt'])
      .where('buyer_id', '=', buyerId)
      .where('visible_at', 'is not', null)
      .orderBy('visible_at', 'desc')
      .orderBy('id')
      .limit(BUYER_REVIEWS_SHOWN)
      .execute(),
  ]);
  const reviewCount = count(reviews.n);
  return {
    paidOrders: count(payments.paid),
    unpaidCancelled: count(payments.unpaid),
    memberSince: user.created_at,
    reviews: {
      count: reviewCount,
      average: reviewCount > 0 && reviews.average !== null ? Number(reviews.average) : null,
      latest,
    },
  };
}
