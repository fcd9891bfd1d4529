import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

/**
 * What Minha Estante says of a book a suspension took off sale. Here rather than in admin/, which
 * suspends: orders/ puts a cancelled order's books back hidden with it, and must not lean on admin/.
 */
export const SUSPENSION_BOOK_REASON = 'Conta suspensa pela equipe do Releia.';

/**
 * Whether a book is on sale: status 'available' with availability true. Every list, search and
 * count that shows books to buyers uses this one condition, in SQL (`listed`) or on a row already
 * read (`isListed`); the search tables' triggers, in shipped migrations, write the same condition,
 * and tests/server/on-sale.test.ts holds the three to one answer.
 */
export function listed(eb: ExpressionBuilder<Database, 'books'>) {
  return eb.and([eb('books.status', '=', 'available'), eb('books.availability', '=', 1)]);
}

/** `listed` for a books row already read, as the cart and saved searches see it. */
export function isListed(row: { status: string; availability: number }): boolean {
  return row.status === 'available' && row.availability === 1;
}

/**
 * Whether a book exists for this reader: hidden (by moderation) and removed books exist only for
 * their seller and admins; to anyone else they are an unknown id, whatever asks (the book page,
 * its offers, a want of its work).
 */
export function visibleTo(
  book: { status: string; sellerId: string },
  reader: { id: string; isAdmin?: boolean } | null,
): boolean {
  if (book.status !== 'hidden' && book.status !== 'removed') return true;
  return reader !== null && (reader.id === book.sellerId || reader.isAdmin === true);
}

/** How many books the outer query's user (`owner`) has on sale, as a subquery (its column `n`). */
export function listedBooksOf(db: Executor, owner: 'profiles.user_id' | 'users.id') {
  return db
    .selectFrom('books')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('books.user_id', '=', sql.ref<string>(owner))
    .where(listed);
}
