import type { Kysely } from 'kysely';

// Search (issue 5): the in-process search index (server/search/index.ts) catches up with the
// database before each search by reading the books, and the profiles whose seller name it
// indexes, changed since its watermark. These indexes keep that read a short range scan.
// A covering (status, availability) index keeps the periodic count of listed books, which
// detects deleted rows, off the table itself.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('books_updated_at').on('books').column('updated_at').execute();
  await db.schema.createIndex('books_listed').on('books').columns(['status', 'availability']).execute();
  await db.schema.createIndex('profiles_updated_at').on('profiles').column('updated_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('profiles_updated_at').execute();
  await db.schema.dropIndex('books_listed').execute();
  await db.schema.dropIndex('books_updated_at').execute();
}
