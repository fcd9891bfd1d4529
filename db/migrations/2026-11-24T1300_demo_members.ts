import { type Kysely, sql } from 'kysely';

// Demo members (docs/product/demo-data.md#what-counts-as-demo-data): every account the seed
// writes has is_demo = 1, and nothing else ever sets it, so "demo data is present" is a fact of
// the database ("a demo member exists") rather than of the process that seeded it. Accounts made
// through the sign-up form or Google keep the default 0.
//
// The index answers "is there a demo member?" (asked by a public read on every page) and counts
// each kind without reading the table.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_demo in (0, 1)`))
    .execute();
  await db.schema.createIndex('users_is_demo').on('users').column('is_demo').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_is_demo').execute();
  await db.schema.alterTable('users').dropColumn('is_demo').execute();
}
