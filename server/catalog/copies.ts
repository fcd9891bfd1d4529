import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { BOOK_CONDITIONS } from '../../shared/book.ts';
import { bookPath } from '../../shared/slug.ts';
import { firstPhoto } from './cards.ts';
import { listed } from './listed.ts';
import { sellerLabel } from './seller-label.ts';

/** The most copies the book page lists (docs/product/book-page.md#outros-exemplares). */
export const COPIES_LIMIT = 20;

// Best condition first, in BOOK_CONDITIONS' order. Literals, not parameters: PostgreSQL would
// type a bare parameter in a CASE's result as text and sort '10' before '2'.
const conditionRank = sql<number>`case ${sql.ref('books.condition')} ${sql.join(
  BOOK_CONDITIONS.map((condition, rank) => sql`when ${sql.lit(condition)} then ${sql.lit(rank)}`),
  sql` `,
)} else ${sql.lit(BOOK_CONDITIONS.length)} end`;

/**
 * The other listed copies of a book's work (same `work_key`), cheapest first, then the best
 * condition, then the newest (docs/product/book-page.md#outros-exemplares). A book without a
 * work key has none: `=` with null matches no row.
 */
export async function listCopies(db: Executor, bookId: string) {
  const rows = await db
    .selectFrom('books')
    .innerJoin('profiles', 'profiles.user_id', 'books.user_id')
    .leftJoin('stores', 'stores.user_id', 'books.user_id')
    .select([
      'books.id',
      'books.title',
      'books.author',
      'books.price_cents',
      'books.condition',
      'books.photos',
      'books.location',
      'profiles.location as seller_location',
      sellerLabel('stores', 'profiles').as('seller_name'),
    ])
    .where(listed)
    .where('books.id', '<>', bookId)
    .where('books.work_key', '=', (eb) =>
      eb.selectFrom('books as self').select('self.work_key').where('self.id', '=', bookId),
    )
    .orderBy('books.price_cents', 'asc')
    .orderBy(conditionRank, 'asc')
    .orderBy('books.created_at', 'desc')
    .orderBy('books.id', 'desc')
    .limit(COPIES_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    path: bookPath(row),
    title: row.title,
    priceCents: row.price_cents,
    condition: row.condition,
    photo: firstPhoto(row.photos),
    // The city the seller card shows: the seller's own location, else the book's.
    seller: { name: row.seller_name, city: row.seller_location?.trim() || row.location },
  }));
}
