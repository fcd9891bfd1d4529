import type { Kysely } from 'kysely';

// Words split at every character that is neither a letter nor a digit, on both engines
// (docs/decisions/042-known-item-search.md#one-answer-two-engines). SQLite already splits them so
// (db/sqlite-functions.ts, releia_words); the PostgreSQL twin makes its search rows do the same,
// so 'Node.js' holds the word 'node' there too.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(_db: Kysely<any>): Promise<void> {}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(_db: Kysely<any>): Promise<void> {}
