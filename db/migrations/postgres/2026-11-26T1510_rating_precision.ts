import { type Kysely, sql } from 'kysely';

// PostgreSQL's twin of 2026-11-26T1510_rating_precision: `real` is 4 bytes there, SQLite's REAL
// 8; the averages become double precision so both engines answer the same number.

const COLUMNS = ['average_overall', 'average_communication', 'average_shipping', 'average_condition'];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS)
    await sql`alter table seller_ratings alter column ${sql.ref(column)} type double precision`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS)
    await sql`alter table seller_ratings alter column ${sql.ref(column)} type real`.execute(db);
}
