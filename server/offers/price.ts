import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { formatPrice } from '../../shared/format.ts';
import { bookPath } from '../../shared/slug.ts';
import type { Notifier } from '../notifications/index.ts';
import { notify } from '../notifications/index.ts';

// The agreed price (docs/product/offers.md#the-agreed-price): an accepted offer prices its book at
// the agreed amount for its buyer alone, until accepted_until, and only while that amount is below
// the asking price: a buyer never pays more than the book's price. The cart (cart.list) and the
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
    .innerJoin('books', 'books.id', 'offers.book_id')
    .select(['offers.id', 'offers.book_id', 'offers.amount_cents', 'offers.counter_cents'])
    .where('offers.buyer_id', '=', buyerId)
    .where('offers.book_id', 'in', [...bookIds])
    .where('offers.status', '=', 'accepted')
    .where('offers.accepted_until', '>', now.toISOString())
    .where(sql<boolean>`coalesce(offers.counter_cents, offers.amount_cents) < books.price_cents`)
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
  const ended = await trx
    .updateTable('offers')
    .set({ status: 'ended', updated_at: now.toISOString() })
    .where('book_id', 'in', [...bookIds])
    .where('status', 'in', ['open', 'countered', 'accepted'])
    .returning(['buyer_id', 'book_id'])
    .execute();
  const others = ended.filter((offer) => offer.buyer_id !== buyerId);
  await tellBuyers(trx, notifier, others, 'O livro foi vendido a outra pessoa.', now);
}

/**
 * The seller set a new price: every live offer that would settle at it or above ends, its buyer
 * told (offers.md#price-lowered), since no one pays more than the asking price. Offers still
 * below it stay.
 */
export async function endOffersAtOrAbove(
  trx: Executor,
  bookId: string,
  priceCents: number,
  notifier: Notifier,
  now: Date,
): Promise<void> {
  const ended = await trx
    .updateTable('offers')
    .set({ status: 'ended', updated_at: now.toISOString() })
    .where('book_id', '=', bookId)
    .where('status', 'in', ['open', 'countered', 'accepted'])
    // The price it would settle at: the seller's counter when there is one, else the buyer's amount.
    .where(sql<number>`coalesce(counter_cents, amount_cents)`, '>=', priceCents)
    .returning(['buyer_id', 'book_id'])
    .execute();
  await tellBuyers(trx, notifier, ended, `O vendedor baixou o preço para ${formatPrice(priceCents)}.`, now);
}

async function tellBuyers(
  trx: Executor,
  notifier: Notifier,
  offers: readonly { buyer_id: string; book_id: string }[],
  detail: string,
  now: Date,
): Promise<void> {
  for (const offer of offers) {
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
        detail,
      },
      now,
    );
  }
}
