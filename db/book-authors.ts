import { authorEntries } from '../shared/slug.ts';

/**
 * The book_authors rows of a book, main author at position 0: what the book's writes, the seed
 * and the migration that created the table all store (docs/product/authors.md#slugs).
 */
export function bookAuthorRows(bookId: string, names: readonly string[]) {
  return authorEntries(names).map((entry, position) => ({ book_id: bookId, position, ...entry }));
}
