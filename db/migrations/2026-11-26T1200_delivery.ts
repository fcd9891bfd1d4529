import type { Kysely } from 'kysely';

// Delivery options per seller (docs/product/delivery.md): post (at the default price while
// post_price_cents is null) and/or handing over in person in the pickup city. The buyer's choice
// per seller waits in cart_deliveries until checkout; the order keeps the method, the pickup
// place of the day and when each party confirmed the handover.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('stores')
    .addColumn('ships_by_post', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('stores').addColumn('post_price_cents', 'integer').execute();
  await db.schema
    .alterTable('stores')
    .addColumn('offers_pickup', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('stores').addColumn('pickup_city', 'text').execute();
  await db.schema.alterTable('stores').addColumn('pickup_state', 'text').execute();

  await db.schema
    .alterTable('orders')
    .addColumn('delivery_method', 'text', (c) => c.notNull().defaultTo('correios'))
    .execute();
  await db.schema.alterTable('orders').addColumn('pickup_city', 'text').execute();
  await db.schema.alterTable('orders').addColumn('pickup_state', 'text').execute();
  await db.schema.alterTable('orders').addColumn('handover_buyer_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('handover_seller_at', 'text').execute();

  await db.schema
    .createTable('cart_deliveries')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_deliveries_pk', ['user_id', 'seller_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_deliveries').execute();
  for (const column of [
    'handover_seller_at',
    'handover_buyer_at',
    'pickup_state',
    'pickup_city',
    'delivery_method',
  ])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  for (const column of ['pickup_state', 'pickup_city', 'offers_pickup', 'post_price_cents', 'ships_by_post'])
    await db.schema.alterTable('stores').dropColumn(column).execute();
}
