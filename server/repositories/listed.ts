import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Whether a book is on sale: status 'available' with availability true. Every list, search and
 * count that shows books to buyers uses this one condition.
 */
export function listed(eb: ExpressionBuilder<Database, 'books'>) {
  return eb.and([eb('books.status', '=', 'available'), eb('books.availability', '=', 1)]);
}
