import type { Executor } from '../../db/client.ts';
import { bookPath } from '../../shared/slug.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { notify } from './notifications.ts';

// The agreed price (docs/product/offers.md#the-agreed-price): an accepted offer prices its book at
// the agreed amount for its buyer alone, until accepted_until. The cart (cart.list) and the
// checkout read it through agreedPrices, the one place that decides it.

export interface AgreedPrice {
  offerId: string;
  cents: number;
}

/** The buyer's agreed prices for these books, by book id, within each offer's window at `now`. */
export async function agreedPrices(
  db: Executor,
  buyerId: string,
  bookIds: readonly string[],
  now: Date,
): Promise<Map<string, AgreedPrice>> {
  if (bookIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('offers')
    .select(['id', 'book_id', 'amount_cents', 'counter_cents'])
    .where('buyer_id', '=', buyerId)
    .where('book_id', 'in', [...bookIds])
    .where('status', '=', 'accepted')
    .where('accepted_until', '>', now.toISOString())
    .execute();
  return new Map(rows.map((r) => [r.book_id, { offerId: r.id, cents: r.counter_cents ?? r.amount_cents }]));
}

/**
 * A checkout took these books: every offer still alive on them ends. The checkout buyer's own
 * accepted offer was used; everyone else's ends with a notification (offers.md#sold-meanwhile).
 * In the checkout's transaction, which may run twice: only database writes and the notifier's set.
 */
export async function endOffersOnSale(
  trx: Executor,
  buyerId: string,
  bookIds: readonly string[],
  notifier: Notifier,
  now: Date,
): Promise<void> {
  if (bookIds.length === 0) return;
  const at = now.toISOString();
  const ended = await trx
    .updateTable('offers')
    .set({ status: 'ended', updated_at: at })
    .where('book_id', 'in', [...bookIds])
    .where('status', 'in', ['open', 'countered', 'accepted'])
    .returning(['buyer_id', 'book_id'])
    .execute();
  for (const offer of ended) {
    if (offer.buyer_id === buyerId) continue;
    const book = await trx
      .selectFrom('books')
      .select(['id', 'title', 'author'])
      .where('id', '=', offer.book_id)
      .executeTakeFirstOrThrow();
    await notify(
      trx,
      notifier,
      {
        userId: offer.buyer_id,
        kind: 'offer_expired',
        actorId: null,
        subjectPath: bookPath(book),
        bookTitle: book.title,
        detail: 'O livro foi vendido a outra pessoa.',
      },
      now,
    );
  }
}
