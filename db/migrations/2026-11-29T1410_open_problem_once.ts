import { type Kysely, sql } from 'kysely';

// One open problem per order (docs/product/problems.md#opening), held by the database: two reports
// of the same order sent at once cannot both be inserted, on either engine. A resolved problem
// leaves the index, so a new one may be reported after it.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unique index order_problems_one_open on order_problems (order_id) where status <> 'resolvido'`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_problems_one_open').execute();
}
