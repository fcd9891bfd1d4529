import { type Kysely, sql } from 'kysely';
import { bookAuthorRows } from '../book-authors.ts';

// Every author of a book, not only the main one (books.author), leads to its author page, to
// /autores and to search (docs/product/authors.md). books.authors is a JSON list no index can
// reach, so each author of a book gets a row here, kept in step with books.authors by every write
// of a book. The (slug, book_id) index serves an author's page; the primary key, a book's authors.

const CHUNK = 500;

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

  // Most books have one author: copied in one statement (seconds at a million books).
  const coauthored = sql<boolean>`(case when json_valid(authors) then json_array_length(authors) else 0 end) > 1`;
  await db
    .insertInto('book_authors')
    .columns(['book_id', 'position', 'name', 'slug'])
    .expression(
      db
        .selectFrom('books')
        .select(['id', sql.lit(0).as('position'), 'author', 'author_slug'])
        .where('author_slug', '<>', '')
        .where(sql<boolean>`not ${coauthored}`),
    )
    .execute();

  // The few with co-authors need the slug rule, which is JavaScript.
  const books = await db.selectFrom('books').select(['id', 'author', 'authors']).where(coauthored).execute();
  const rows = books.flatMap((book: { id: string; author: string; authors: string }) => {
    const list: unknown = JSON.parse(book.authors);
    const names = Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [];
    return bookAuthorRows(book.id, [book.author, ...names.slice(1)]);
  });
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('book_authors')
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }

  // Built once over the filled table rather than updated on every row.
  await db.schema.createIndex('book_authors_slug').on('book_authors').columns(['slug', 'book_id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('book_authors').execute();
}
