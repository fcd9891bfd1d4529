import type { Executor } from '../../db/client.ts';
import { DEFAULT_OFFER_FLOOR_PERCENT } from '../../shared/offers.ts';
import { bookPath } from '../../shared/slug.ts';
import { sellerLabel } from '../catalog/index.ts';

// What the offers' screens read (docs/product/offers.md#where-offers-show): the member's own offer
// on a book, the offers a seller has on one of their books, and either side's list.

const LIST_LIMIT = 50;

function offersWithParties(db: Executor) {
  return db
    .selectFrom('offers')
    .innerJoin('books', 'books.id', 'offers.book_id')
    .innerJoin('profiles as buyer', 'buyer.user_id', 'offers.buyer_id')
    .innerJoin('profiles as seller', 'seller.user_id', 'offers.seller_id')
    .leftJoin('stores', 'stores.user_id', 'offers.seller_id')
    .select([
      'offers.id',
      'offers.status',
      'offers.amount_cents',
      'offers.counter_cents',
      'offers.expires_at',
      'offers.accepted_until',
      'offers.created_at',
      'offers.updated_at',
      'books.id as book_id',
      'books.title',
      'books.author',
      'books.price_cents',
      'buyer.name as buyer_name',
      sellerLabel('stores', 'seller').as('seller_name'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof offersWithParties>['execute']>>[number];

function toView(r: Row) {
  return {
    id: r.id,
    status: r.status,
    amountCents: r.amount_cents,
    counterCents: r.counter_cents,
    expiresAt: r.expires_at,
    acceptedUntil: r.accepted_until,
    updatedAt: r.updated_at,
    book: {
      id: r.book_id,
      title: r.title,
      askingCents: r.price_cents,
      path: bookPath({ id: r.book_id, title: r.title, author: r.author }),
    },
    buyerName: r.buyer_name,
    sellerName: r.seller_name,
  };
}

export type OfferView = ReturnType<typeof toView>;

/** The member's latest offer on the book, whatever its state: the book page shows where it stands. */
export async function myOfferOn(db: Executor, bookId: string, buyerId: string): Promise<OfferView | null> {
  const row = await offersWithParties(db)
    .where('offers.book_id', '=', bookId)
    .where('offers.buyer_id', '=', buyerId)
    .orderBy('offers.created_at', 'desc')
    .orderBy('offers.id')
    .executeTakeFirst();
  return row ? toView(row) : null;
}

/** The seller's offers on their book that still wait or bind: open, countered, accepted. */
export async function offersOnMyBook(db: Executor, bookId: string, sellerId: string): Promise<OfferView[]> {
  const rows = await offersWithParties(db)
    .where('offers.book_id', '=', bookId)
    .where('offers.seller_id', '=', sellerId)
    .where('offers.status', 'in', ['open', 'countered', 'accepted'])
    .orderBy('offers.created_at', 'desc')
    .orderBy('offers.id')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(toView);
}

/** 'Ofertas recebidas' (as seller) or 'enviadas' (as buyer), latest step first. */
export async function listOffers(
  db: Executor,
  userId: string,
  role: 'recebidas' | 'enviadas',
): Promise<OfferView[]> {
  const rows = await offersWithParties(db)
    .where(role === 'recebidas' ? 'offers.seller_id' : 'offers.buyer_id', '=', userId)
    .orderBy('offers.updated_at', 'desc')
    .orderBy('offers.id')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(toView);
}

/** The store's floor, as a percentage of the asking price. */
export async function setOfferFloor(db: Executor, userId: string, percent: number): Promise<boolean> {
  const r = await db
    .updateTable('stores')
    .set({ offer_floor_percent: percent, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** The store's floor, the default for a member who never set one. */
export async function offerFloorOf(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('stores')
    .select('offer_floor_percent')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.offer_floor_percent ?? DEFAULT_OFFER_FLOOR_PERCENT;
}
