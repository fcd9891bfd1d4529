import type { InsertResult } from 'kysely';
import { type DB, type Executor, inTransaction } from '../../db/client.ts';
import { serializeOn } from '../../db/dialect.ts';
import { addDays, ORDER_DEADLINES } from '../../shared/order-deadlines.ts';
import { orderNumber } from '../../shared/order-number.ts';
import { reviewWindowClosed } from '../../shared/reviews.ts';
import { RuleError } from '../errors.ts';
import { type Notifier, type NotifierConfig, notify, notifying } from '../notifications/index.ts';
import { logger } from '../observability/index.ts';
import { orderNotFound } from './order-not-found.ts';
import { refreshSellerRating } from './seller-rating.ts';

// Double-blind reviews (docs/product/reviews.md#double-blind): within the window after 'entregue'
// the buyer reviews the seller and the seller the buyer; neither reads the other's until both
// wrote or the window closed. Both happen here: the second write reveals in its own transaction,
// and a job any process runs every minute reveals what the window's end left hidden, like the
// offers' expiry (server/offers/expiry.ts): a conditional UPDATE per order, so it happens once.

const EVERY_MS = 60_000;

/** The delivered order a party reviews, refused when the window closed or it is not delivered. */
export async function orderToReview(
  trx: Executor,
  orderId: string,
  party: { role: 'buyer' | 'seller'; userId: string },
  now: Date,
) {
  const order = await trx
    .selectFrom('orders')
    .select(['seller_id', 'buyer_id', 'status', 'status_since'])
    .where('id', '=', orderId)
    .where(party.role === 'buyer' ? 'buyer_id' : 'seller_id', '=', party.userId)
    .executeTakeFirst();
  if (!order) throw orderNotFound();
  if (order.status !== 'entregue')
    throw new RuleError(
      'CONFLICT',
      party.role === 'buyer'
        ? 'Você poderá avaliar o vendedor depois de confirmar a entrega.'
        : 'Você poderá avaliar o comprador depois que o pedido for entregue.',
    );
  if (reviewWindowClosed(order.status_since, now))
    throw new RuleError(
      'CONFLICT',
      `O prazo de ${ORDER_DEADLINES.reviewWindowDays} dias para avaliar este pedido terminou.`,
    );
  return order;
}

/**
 * A party's review of the order, through the same steps on both sides: alone on the order (the
 * other party's review written at the same moment must see this one), refused when the order may
 * not be reviewed or this party already did (`duplicate`), then revealed if both are written.
 * `written` runs after a new review is stored, before the reveal.
 */
export function writeBlindReview(
  db: DB,
  notifier: Notifier,
  orderId: string,
  party: { role: 'buyer' | 'seller'; userId: string },
  now: Date,
  review: {
    insert: (trx: Executor, order: Awaited<ReturnType<typeof orderToReview>>) => Promise<InsertResult>;
    duplicate: string;
    written?: (trx: Executor, order: Awaited<ReturnType<typeof orderToReview>>) => Promise<unknown>;
  },
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await serializeOn(trx, `reviews:${orderId}`);
    const order = await orderToReview(trx, orderId, party, now);
    const inserted = await review.insert(trx, order);
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) throw new RuleError('CONFLICT', review.duplicate);
    await review.written?.(trx, order);
    await revealWhenBoth(trx, notifier, orderId, now);
  });
}

/**
 * Makes both reviews of the order readable at `now` and tells both parties, once: each UPDATE
 * is conditional on the review still being hidden, so a second writer or a second runner of the
 * job changes nothing and tells nobody. False when there was nothing left to reveal.
 */
export async function revealOrderReviews(
  trx: Executor,
  notifier: Notifier,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const shown = await trx
    .updateTable('reviews')
    .set({ visible_at: at })
    .where('order_id', '=', orderId)
    .where('visible_at', 'is', null)
    .executeTakeFirst();
  const shownToo = await trx
    .updateTable('buyer_reviews')
    .set({ visible_at: at })
    .where('order_id', '=', orderId)
    .where('visible_at', 'is', null)
    .executeTakeFirst();
  if (shown.numUpdatedRows + shownToo.numUpdatedRows === 0n) return false;
  const order = await trx
    .selectFrom('orders')
    .select(['buyer_id', 'seller_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  // The rating counts visible reviews only: the buyer's review starts counting now.
  if (shown.numUpdatedRows > 0n) await refreshSellerRating(trx, order.seller_id);
  for (const userId of [order.buyer_id, order.seller_id])
    await notify(
      trx,
      notifier,
      {
        userId,
        kind: 'reviews_revealed',
        actorId: null,
        subjectPath: `/pedidos/${orderId}`,
        detail: orderNumber(orderId),
      },
      now,
    );
  return true;
}

/** After one side wrote: reveals both when the other side's review is there too. */
export async function revealWhenBoth(trx: Executor, notifier: Notifier, orderId: string, now: Date) {
  const [byBuyer, bySeller] = await Promise.all([
    trx.selectFrom('reviews').select('id').where('order_id', '=', orderId).executeTakeFirst(),
    trx.selectFrom('buyer_reviews').select('id').where('order_id', '=', orderId).executeTakeFirst(),
  ]);
  if (byBuyer && bySeller) await revealOrderReviews(trx, notifier, orderId, now);
}

/** Reveals the hidden reviews of every order whose window closed by `now`; how many orders. */
export async function revealClosedReviews(db: DB, config: NotifierConfig, now = new Date()): Promise<number> {
  const cutoff = addDays(now.toISOString(), -ORDER_DEADLINES.reviewWindowDays);
  const due = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'entregue')
    .where('status_since', '<=', cutoff)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('reviews')
            .select('reviews.id')
            .whereRef('reviews.order_id', '=', 'orders.id')
            .where('reviews.visible_at', 'is', null),
        ),
        eb.exists(
          eb
            .selectFrom('buyer_reviews')
            .select('buyer_reviews.id')
            .whereRef('buyer_reviews.order_id', '=', 'orders.id')
            .where('buyer_reviews.visible_at', 'is', null),
        ),
      ]),
    )
    .execute();
  let revealed = 0;
  for (const { id } of due) {
    const done = await notifying({ db, config }, (notifier) =>
      db.transaction().execute((trx) => revealOrderReviews(trx, notifier, id, now)),
    );
    if (done) revealed++;
  }
  return revealed;
}

/** Every process tries every minute (server/serve.ts); the conditional UPDATEs keep each reveal to one. */
export function startReviewRevealWorker(db: DB, config: NotifierConfig): void {
  setInterval(() => {
    revealClosedReviews(db, config).catch((err: unknown) =>
      logger.error({ err }, 'falha ao revelar avaliações'),
    );
  }, EVERY_MS).unref();
}
