import type { Kysely } from 'kysely';

// A seller's average ratings in double precision on PostgreSQL, as SQLite's REAL always was: the
// initial twin made them `real`, which PostgreSQL stores in 4 bytes, so 14/3 read back as
// 4.6666665 there. On SQLite nothing changes; PostgreSQL runs this migration's twin
// (db/migrations/postgres/, same name).

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(_db: Kysely<any>): Promise<void> {}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(_db: Kysely<any>): Promise<void> {}
