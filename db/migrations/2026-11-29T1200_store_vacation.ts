import { type Kysely, sql } from 'kysely';

// Modo férias (docs/product/vacation.md): a seller closes the shop, optionally until a date and
// with a message. While `vacation_since` is set the shop's books leave search, lists and carts;
// `vacation_until` (a date, YYYY-MM-DD) reopens it by itself.
//
// books.hidden_by_vacation is 1 only for books the closing moved from 'available' to 'hidden', as
// hidden_by_suspension is for a suspension: reopening lists exactly these again, so a book the
// seller had sold, or an admin had hidden, stays as it was.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('vacation_since', 'text').execute();
  await db.schema.alterTable('stores').addColumn('vacation_until', 'text').execute();
  await db.schema.alterTable('stores').addColumn('vacation_message', 'text').execute();
  await db.schema
    .alterTable('books')
    .addColumn('hidden_by_vacation', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`hidden_by_vacation in (0, 1)`),
    )
    .execute();
  // A book the seller paused from Minha Estante (docs/product/selling.md#many-books-at-once):
  // only 'Reativar' lists it again, never a reopening, a reinstatement or an admin.
  await db.schema
    .alterTable('books')
    .addColumn('hidden_by_seller', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`hidden_by_seller in (0, 1)`),
    )
    .execute();
  await db.schema
    .createIndex('books_hidden_by_vacation')
    .on('books')
    .columns(['user_id', 'hidden_by_vacation'])
    .execute();
  // The reopening job looks for stores whose date has come.
  await db.schema.createIndex('stores_vacation_until').on('stores').column('vacation_until').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stores_vacation_until').execute();
  await db.schema.dropIndex('books_hidden_by_vacation').execute();
  await db.schema.alterTable('books').dropColumn('hidden_by_vacation').execute();
  await db.schema.alterTable('books').dropColumn('hidden_by_seller').execute();
  await db.schema.alterTable('stores').dropColumn('vacation_message').execute();
  await db.schema.alterTable('stores').dropColumn('vacation_until').execute();
  await db.schema.alterTable('stores').dropColumn('vacation_since').execute();
}
