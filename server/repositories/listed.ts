import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Whether a book is on sale: status 'available' with availability true. Every list, search and
 * count that shows books to buyers uses this one condition, in SQL (`listed`) or on a row already
 * read (`isListed`).
 */
export function listed(eb: ExpressionBuilder<Database, 'books'>) {
  return eb.and([eb('books.status', '=', 'available'), eb('books.availability', '=', 1)]);
}

/** `listed` for a books row already read, as the cart and saved searches see it. */
export function isListed(row: { status: string; availability: number }): boolean {
  return row.status === 'available' && row.availability === 1;
}

/** How many books the outer query's user (`owner`) has on sale, as a subquery (its column `n`). */
export function listedBooksOf(db: Executor, owner: 'profiles.user_id' | 'users.id') {
  return db
    .selectFrom('books')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('books.user_id', '=', sql.ref<string>(owner))
    .where(listed);
}
