import { type Kysely, sql } from 'kysely';

// Ofertas (docs/product/offers.md, docs/decisions/032-offers.md). One row per offer, its state in
// `status`, moved only by the conditional UPDATEs of server/repositories/offers.ts. A partial
// unique index (SQLite and PostgreSQL both have them) keeps ONE live offer per buyer and book.
// The store's floor is a percentage of the asking price; an order item bought at an agreed price
// names its offer and keeps the asking price beside it.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('counter_cents', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    // When an open or countered offer lapses (48 hours after its last step).
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // The end of the accepted price's 24-hour window; null until accepted.
    .addColumn('accepted_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'offers_status',
      sql`status in ('open', 'countered', 'accepted', 'declined', 'withdrawn', 'expired', 'ended')`,
    )
    .execute();
  await db.schema
    .createIndex('offers_one_live')
    .unique()
    .on('offers')
    .columns(['book_id', 'buyer_id'])
    .where(sql.ref('status'), 'in', sql`('open', 'countered')`)
    .execute();
  await db.schema.createIndex('offers_buyer').on('offers').columns(['buyer_id', 'updated_at']).execute();
  await db.schema.createIndex('offers_seller').on('offers').columns(['seller_id', 'updated_at']).execute();
  await db.schema.createIndex('offers_due').on('offers').columns(['status', 'expires_at']).execute();

  await db.schema
    .alterTable('stores')
    .addColumn('offer_floor_percent', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('offer_id', 'text', (c) => c.references('offers.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('order_items').addColumn('asking_cents', 'integer').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('asking_cents').execute();
  await db.schema.alterTable('order_items').dropColumn('offer_id').execute();
  await db.schema.alterTable('stores').dropColumn('offer_floor_percent').execute();
  await db.schema.dropTable('offers').execute();
}
