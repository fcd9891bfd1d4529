import type { Kysely } from 'kysely';

// Related books (server/repositories/books.ts, relatedBooks) take the newest listed books of the
// same author, category and city. Each needs an index that also gives the created_at order:
// with (author_slug, status) alone SQLite preferred walking every listed book by date, and the
// city had no index at all (68 ms per book page at 100 000 books).

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('books_author').execute();
  await db.schema
    .createIndex('books_author')
    .on('books')
    .columns(['author_slug', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('books_location')
    .on('books')
    .columns(['location', 'status', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('books_location').execute();
  await db.schema.dropIndex('books_author').execute();
  await db.schema.createIndex('books_author').on('books').columns(['author_slug', 'status']).execute();
}
