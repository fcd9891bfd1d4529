import type { Kysely } from 'kysely';

// Packing photos (docs/product/orders.md#marking-it-sent): the evidence photos the seller
// attached when marking the order sent, as a JSON array of their URLs. Only these are shown: a
// photo sent for the order but left out of the step, or sent after it, is not part of the record.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('packing_photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('packing_photos').execute();
}
