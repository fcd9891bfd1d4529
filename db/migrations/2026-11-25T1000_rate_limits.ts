import type { Kysely } from 'kysely';

// Counters of the rate limits (server/rate-limit.ts): one row per limited key (a session, a
// client address, a kind of write), counting the points spent in the current fixed window,
// which ends at `resets_at` (epoch milliseconds). Kept in the database rather than in a
// process's memory so several processes over one database share the same counts.
//
// The audit log also records the client address an admin acted from.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_resets_at').on('rate_limits').column('resets_at').execute();
  await db.schema.alterTable('audit_log').addColumn('ip_address', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('ip_address').execute();
  await db.schema.dropTable('rate_limits').execute();
}
