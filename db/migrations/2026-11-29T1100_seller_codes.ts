import type { Kysely } from 'kysely';

// The seller's own code for a book (docs/product/spreadsheets.md#the-sellers-code): a sheet imported
// again updates the books it names by code instead of listing them twice, so a code is unique
// within one seller's books.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('books').addColumn('seller_code', 'text').execute();
  await db.schema
    .createIndex('books_seller_code')
    .unique()
    .on('books')
    .columns(['user_id', 'seller_code'])
    .where('seller_code', 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('books_seller_code').execute();
  await db.schema.alterTable('books').dropColumn('seller_code').execute();
}
