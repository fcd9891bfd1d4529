import { type Kysely, sql } from 'kysely';

// Members' data rights (docs/product/data-rights.md, docs/decisions/024-data-export-and-account-deletion.md).
// A data export is a row worked off the request path by whichever process claims it, so no
// process keeps the only truth in memory. A deleted account keeps its users row as a tombstone
// (orders, messages and reviews point to it) with deleted_at set and every personal field gone.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    // The step being worked, in pt-BR, for the progress message.
    .addColumn('progress', 'text')
    .addColumn('file_name', 'text')
    // SHA-256 of the download token; the token itself is only in the owner's link.
    .addColumn('token_hash', 'text')
    .addColumn('expires_at', 'text')
    // When a worker took it; a claim older than a few minutes is taken again (a crashed worker).
    .addColumn('claimed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'data_exports_status',
      sql`status in ('pending', 'working', 'ready', 'failed', 'expired')`,
    )
    .execute();
  await db.schema.createIndex('data_exports_user').on('data_exports').column('user_id').execute();
  await db.schema.createIndex('data_exports_status').on('data_exports').column('status').execute();

  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await db.schema.dropTable('data_exports').execute();
}
