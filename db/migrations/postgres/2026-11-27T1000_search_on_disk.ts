import type { Kysely } from 'kysely';

// PostgreSQL's twin of 2026-11-27T1000_search_on_disk: nothing to do. PostgreSQL already serves
// search from its own tables (2026-11-26T1900_search_documents); the shipped migration builds
// SQLite's equivalent with FTS5 (docs/decisions/034-search-on-disk.md).

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(_db: Kysely<any>): Promise<void> {}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(_db: Kysely<any>): Promise<void> {}
