import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB, Executor } from '../../db/client.ts';
import {
  counterInRange,
  DEFAULT_OFFER_FLOOR_PERCENT,
  OFFER_OPEN_HOURS,
  OFFER_WINDOW_HOURS,
  offerFloorCents,
  offerPriceProblem,
  offerProblemMessage,
} from '../../shared/offers.ts';
import { isListed } from '../catalog/index.ts';
import { RuleError } from '../errors.ts';
import { blockedEitherWay } from '../members/index.ts';
import type { Notifier } from '../notifications/index.ts';
import {
  moveRefused,
  OFFER_TRANSITIONS,
  type OfferAction,
  offerRefused,
  recordOfferStep,
} from './transitions.ts';

// Ofertas (docs/product/offers.md): making an offer and the parties' moves, each one conditional
// UPDATE with the state it moves from in its WHERE, so two tabs (or two processes) racing on one
// offer cannot both win. The table of moves is OFFER_TRANSITIONS; the job's moves are in
// offer-expiry.ts, the agreed price at checkout in offer-price.ts.

const hours = (now: Date, n: number) => new Date(now.getTime() + n * 3_600_000).toISOString();

/** The book as an offer sees it: its seller, asking price, state and the seller's floor. */
export async function offerBook(db: Executor, bookId: string) {
  const book = await db
    .selectFrom('books')
    .leftJoin('stores', 'stores.user_id', 'books.user_id')
    .select([
      'books.id',
      'books.title',
      'books.author',
      'books.user_id',
      'books.price_cents',
      'books.status',
      'books.availability',
      'stores.offer_floor_percent',
    ])
    .where('books.id', '=', bookId)
    .executeTakeFirst();
  if (!book) return null;
  const floorPercent = book.offer_floor_percent ?? DEFAULT_OFFER_FLOOR_PERCENT;
  return { ...book, floorPercent, floorCents: offerFloorCents(book.price_cents, floorPercent) };
}

/** 'Fazer oferta': a price under the asking price and not under the floor, one live offer per buyer and book. */
export async function makeOffer(
  db: DB,
  buyerId: string,
  input: { bookId: string; amountCents: number },
  notifier: Notifier,
  now = new Date(),
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const book = await offerBook(trx, input.bookId);
    if (!book) throw new RuleError('NOT_FOUND', 'Livro não encontrado.', { kind: 'not_found' });
    if (book.user_id === buyerId) throw offerRefused('own_book');
    // An offer writes in the pair's conversation, which a block closes (docs/product/offers.md).
    if (await blockedEitherWay(trx, buyerId, book.user_id)) throw offerRefused('blocked');
    if (!isListed(book)) throw offerRefused(book.status === 'sold' ? 'sold' : 'unavailable');
    const problem = offerPriceProblem(input.amountCents, book.price_cents, book.floorPercent);
    if (problem) {
      const message = offerProblemMessage(problem, book.price_cents, book.floorPercent);
      throw new RuleError('BAD_REQUEST', message, { kind: problem });
    }
    if (await liveOffer(trx, input.bookId, buyerId, now)) throw offerRefused('duplicate');
    const id = randomUUID();
    const at = now.toISOString();
    const inserted = await trx
      .insertInto('offers')
      .values({
        id,
        book_id: book.id,
        buyer_id: buyerId,
        seller_id: book.user_id,
        amount_cents: input.amountCents,
        counter_cents: null,
        status: 'open',
        expires_at: hours(now, OFFER_OPEN_HOURS),
        accepted_until: null,
        created_at: at,
        updated_at: at,
      })
      // The partial unique index decides between two tabs offering at once.
      .onConflict((oc) =>
        oc
          .columns(['book_id', 'buyer_id'])
          // The index's own predicate, written out: SQLite matches it to the index by its text.
          .where(sql<boolean>`status in ('open', 'countered')`)
          .doNothing(),
      )
      .executeTakeFirst();
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) throw offerRefused('duplicate');
    const step = stepOf({
      ...offerIds(id, book.id, buyerId, book.user_id),
      title: book.title,
      author: book.author,
    });
    await recordOfferStep(
      trx,
      notifier,
      { ...step, actorId: buyerId },
      { status: 'open', cents: input.amountCents, kind: 'offer_received' },
      now,
    );
    return id;
  });
}

const offerIds = (id: string, bookId: string, buyerId: string, sellerId: string) => ({
  id,
  book_id: bookId,
  buyer_id: buyerId,
  seller_id: sellerId,
});

function stepOf(o: {
  id: string;
  book_id: string;
  buyer_id: string;
  seller_id: string;
  title: string;
  author: string;
}) {
  return {
    offerId: o.id,
    bookId: o.book_id,
    bookTitle: o.title,
    bookAuthor: o.author,
    buyerId: o.buyer_id,
    sellerId: o.seller_id,
  };
}

/** The buyer's offer on the book that still binds: open, countered, or accepted within its window. */
export function liveOffer(db: Executor, bookId: string, buyerId: string, now: Date) {
  return db
    .selectFrom('offers')
    .select(['id', 'status'])
    .where('book_id', '=', bookId)
    .where('buyer_id', '=', buyerId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['open', 'countered']),
        eb.and([eb('status', '=', 'accepted'), eb('accepted_until', '>', now.toISOString())]),
      ]),
    )
    .executeTakeFirst();
}

/** The offer with its book, for one of its two parties; anyone else is told it does not exist. */
async function partyOffer(trx: Executor, offerId: string, actorId: string) {
  const offer = await trx
    .selectFrom('offers')
    .innerJoin('books', 'books.id', 'offers.book_id')
    .select([
      'offers.id',
      'offers.book_id',
      'offers.buyer_id',
      'offers.seller_id',
      'offers.amount_cents',
      'offers.counter_cents',
      'offers.status',
      'offers.expires_at',
      'books.title',
      'books.author',
      'books.price_cents',
      'books.status as book_status',
      'books.availability',
    ])
    .where('offers.id', '=', offerId)
    .executeTakeFirst();
  if (!offer || (offer.buyer_id !== actorId && offer.seller_id !== actorId)) throw offerRefused('not_found');
  return { offer, party: offer.buyer_id === actorId ? ('buyer' as const) : ('seller' as const) };
}

/**
 * A party's move (OFFER_TRANSITIONS), refused in this order: not a party, the wrong party, the
 * wrong state, lapsed, the book gone; a counter must lie between the offer and the asking price.
 */
export async function moveOffer(
  db: DB,
  offerId: string,
  actorId: string,
  action: OfferAction,
  extra: { counterCents?: number },
  notifier: Notifier,
  now = new Date(),
) {
  const rule = OFFER_TRANSITIONS[action];
  return db.transaction().execute(async (trx) => {
    const { offer, party } = await partyOffer(trx, offerId, actorId);
    if (rule.by !== party) throw moveRefused(action, 'wrong_party');
    if (!rule.from.includes(offer.status)) throw moveRefused(action, 'wrong_state');
    if (offer.expires_at <= now.toISOString()) throw offerRefused('expired');
    // Withdrawing and declining end the negotiation, which a block leaves open only to close it.
    if (
      action !== 'withdraw' &&
      action !== 'decline' &&
      (await blockedEitherWay(trx, offer.buyer_id, offer.seller_id))
    )
      throw offerRefused('blocked');
    if (action !== 'withdraw' && action !== 'decline' && !isListed({ ...offer, status: offer.book_status }))
      throw offerRefused(offer.book_status === 'sold' ? 'sold' : 'unavailable');
    const counter = extra.counterCents ?? 0;
    if (action === 'counter' && !counterInRange(counter, offer.amount_cents, offer.price_cents))
      throw offerRefused('counter_range');
    // The asking price may have fallen to the offer or below since it was made: no one agrees to
    // pay more than the book's price (docs/product/offers.md#price-lowered).
    if (rule.to === 'accepted' && (offer.counter_cents ?? offer.amount_cents) >= offer.price_cents)
      throw offerRefused('above_price');
    const at = now.toISOString();
    const accepting = rule.to === 'accepted';
    const moved = await trx
      .updateTable('offers')
      .set({
        status: rule.to,
        updated_at: at,
        ...(accepting ? { accepted_until: hours(now, OFFER_WINDOW_HOURS) } : {}),
        // A counter gives the buyer the same 48 hours to answer.
        ...(action === 'counter' ? { counter_cents: counter, expires_at: hours(now, OFFER_OPEN_HOURS) } : {}),
      })
      .where('id', '=', offerId)
      .where('status', 'in', rule.from)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) throw moveRefused(action, 'wrong_state');
    const cents =
      action === 'counter'
        ? counter
        : action === 'acceptCounter'
          ? (offer.counter_cents ?? offer.amount_cents)
          : offer.amount_cents;
    await recordOfferStep(
      trx,
      notifier,
      { ...stepOf(offer), actorId },
      { status: rule.to, cents, kind: rule.kind },
      now,
    );
    return rule.to;
  });
}
