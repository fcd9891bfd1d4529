import type { Kysely } from 'kysely';
import { bookAuthorRows } from '../../book-authors.ts';
import * as shipped from '../2026-11-24T1100_book_authors.ts';

// book_authors on PostgreSQL: the same table and index as the shipped migration, whose backfill
// tells co-authored books apart with SQLite's json_valid(), which PostgreSQL 15 lacks. Here every
// book's authors are read and split in JavaScript, one page at a time; a PostgreSQL database
// starts empty (there is no data to carry over from SQLite in this slice), so this stays cheap.

const PAGE = 500;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('book_authors')
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('book_authors_pk', ['book_id', 'position'])
    .execute();
  let after = '';
  for (;;) {
    const books: { id: string; author: string; authors: string }[] = await db
      .selectFrom('books')
      .select(['id', 'author', 'authors'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    const rows = books.flatMap((book) => bookAuthorRows(book.id, [book.author, ...coauthors(book.authors)]));
    if (rows.length) await db.insertInto('book_authors').values(rows).execute();
    const last = books.at(-1);
    if (!last || books.length < PAGE) break;
    after = last.id;
  }
  await db.schema.createIndex('book_authors_slug').on('book_authors').columns(['slug', 'book_id']).execute();
}

/** The names after the first in books.authors, a JSON list (anything else: none). */
function coauthors(authors: string): string[] {
  try {
    const list: unknown = JSON.parse(authors);
    return Array.isArray(list) ? list.slice(1).filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

export const down = shipped.down;
