import { bookAuthorRows } from '../../db/book-authors.ts';
import type { Executor } from '../../db/client.ts';

// book_authors holds one row per author of a book, so a co-author's page, /autores and the
// author's name come from an index rather than from the JSON list in books.authors
// (docs/product/authors.md).

/** Rewrites a book's author rows; call it in the transaction that writes the book. */
export async function replaceBookAuthors(db: Executor, bookId: string, names: readonly string[]) {
  await db.deleteFrom('book_authors').where('book_id', '=', bookId).execute();
  const rows = bookAuthorRows(bookId, names);
  if (rows.length > 0) await db.insertInto('book_authors').values(rows).execute();
}

/** Ids of the books naming the author behind `slug`, main or co-author. */
export function booksByAuthor(db: Executor, slug: string) {
  return db.selectFrom('book_authors').select('book_authors.book_id').where('book_authors.slug', '=', slug);
}

/** The author's name as a seller wrote it, or null for a slug no book names. */
export async function authorName(db: Executor, slug: string): Promise<string | null> {
  const row = await db
    .selectFrom('book_authors')
    .select('name')
    .where('slug', '=', slug)
    .limit(1)
    .executeTakeFirst();
  return row?.name ?? null;
}
