import type { Kysely } from 'kysely';

// Mail that failed to reach the SMTP server is tried again with a growing wait
// (server/repositories/outbox.ts): attempts counts the tries so far, next_attempt_at is when the
// next one is due, null once the message is sent or given up. A message that had already failed
// before this migration keeps its error and is not sent again: its link may have expired.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute();
  await db.updateTable('outbox').set({ attempts: 1 }).where('error', 'is not', null).execute();
  await db.schema.createIndex('outbox_due').on('outbox').column('next_attempt_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_due').execute();
  await db.schema.alterTable('outbox').dropColumn('next_attempt_at').execute();
  await db.schema.alterTable('outbox').dropColumn('attempts').execute();
}
