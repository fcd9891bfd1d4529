import type { Kysely } from 'kysely';

// The audit log records the client address an admin acted from (server/http/client-address.ts).
// Old entries keep null: their address was never known.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('ip_address', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('ip_address').execute();
}
