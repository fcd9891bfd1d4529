import type { Kysely } from 'kysely';

// Search on PostgreSQL reads a search document per book and a vocabulary of the words in them
// (docs/decisions/033-search-documents-on-postgresql.md) instead of expression indexes over each
// book's whole text, which cost a second of CPU per broad query at 100 000 books. On SQLite
// nothing changes: search stays the in-process index (docs/decisions/010-search.md). PostgreSQL
// runs this migration's twin (db/migrations/postgres/, same name).

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(_db: Kysely<any>): Promise<void> {}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(_db: Kysely<any>): Promise<void> {}
