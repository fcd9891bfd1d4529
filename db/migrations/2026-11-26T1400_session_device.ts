import type { Kysely } from 'kysely';

// The device a session began on (the browser's User-Agent, cut to 300 characters), so a member's
// data export can list their sessions by device and date (docs/product/data-rights.md#download).
// Sessions from before stay without one.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
