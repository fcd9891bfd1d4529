import type { Kysely } from 'kysely';

// Search served by PostgreSQL (docs/decisions/027-search-on-postgresql.md). On SQLite nothing
// changes: search stays the in-process index (docs/decisions/010-search.md), which needs no schema.
// PostgreSQL runs this migration's twin (db/migrations/postgres/, same name), which creates the
// extensions, functions and indexes its search reads.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(_db: Kysely<any>): Promise<void> {}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(_db: Kysely<any>): Promise<void> {}
