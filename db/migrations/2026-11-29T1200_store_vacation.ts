import type { Kysely } from 'kysely';

// Modo férias (docs/product/vacation.md): a seller closes the shop, optionally until a date and
// with a message. While `vacation_since` is set the shop's books leave search, lists and carts;
// `vacation_until` (a date, YYYY-MM-DD) reopens it by itself.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('vacation_since', 'text').execute();
  await db.schema.alterTable('stores').addColumn('vacation_until', 'text').execute();
  await db.schema.alterTable('stores').addColumn('vacation_message', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').dropColumn('vacation_message').execute();
  await db.schema.alterTable('stores').dropColumn('vacation_until').execute();
  await db.schema.alterTable('stores').dropColumn('vacation_since').execute();
}
