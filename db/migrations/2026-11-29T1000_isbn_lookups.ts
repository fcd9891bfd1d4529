import type { Kysely } from 'kysely';

// The ISBN providers' answers (docs/product/listing.md#prefill-from-the-isbn), found or not, so the
// same ISBN asked again is answered from here without leaving the server. A row not found has
// null facts. The cover is kept as the local photo path it was stored under, never the provider's
// address: pages never link to a provider.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('isbn_lookups')
    .addColumn('isbn', 'text', (c) => c.primaryKey())
    .addColumn('found', 'integer', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('subtitle', 'text')
    .addColumn('authors', 'text')
    .addColumn('publisher', 'text')
    .addColumn('year', 'integer')
    .addColumn('pages', 'integer')
    .addColumn('language', 'text')
    .addColumn('synopsis', 'text')
    .addColumn('cover_photo', 'text')
    .addColumn('provider', 'text')
    .addColumn('looked_up_at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('isbn_lookups').execute();
}
