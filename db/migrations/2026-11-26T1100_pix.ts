import type { Kysely } from 'kysely';

// The seller's Pix key and the name and city that go into the code (docs/product/pix.md#pix-key),
// all four nullable: a store without a key keeps arranging payment by contact. The order keeps
// when the buyer said 'Já paguei' (docs/product/pix.md#payment-reported-by-the-buyer), so the seller's page can say so.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('pix_key_type', 'text').execute();
  await db.schema.alterTable('stores').addColumn('pix_key', 'text').execute();
  await db.schema.alterTable('stores').addColumn('pix_name', 'text').execute();
  await db.schema.alterTable('stores').addColumn('pix_city', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_reported_at', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('payment_reported_at').execute();
  for (const column of ['pix_city', 'pix_name', 'pix_key', 'pix_key_type'])
    await db.schema.alterTable('stores').dropColumn(column).execute();
}
