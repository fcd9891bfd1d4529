import type { Kysely } from 'kysely';

// One spelling, 'favourite', in the code and the database alike (docs/product/favourites.md): the
// favorites table becomes favourites. ALTER TABLE … RENAME TO keeps the rows, the primary key and
// the foreign keys on SQLite and PostgreSQL alike; the key keeps its name, favorites_pk, because
// SQLite cannot rename a constraint and nothing refers to it by name.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('favorites').renameTo('favourites').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('favourites').renameTo('favorites').execute();
}
