import type { Kysely } from 'kysely';

// Accounts (issue 3): the login throttle and the mail outbox.
// login_attempts holds one row per failed password sign-in, keyed by 'email:<address>' and by
// 'ip:<address>', so repeated failures can be slowed down and then refused across restarts and
// across processes sharing the database.
// outbox keeps every message the app sends; without SMTP configured it is where the operator
// reads verification links (`npm run outbox`).

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_key_time')
    .on('login_attempts')
    .columns(['key', 'created_at'])
    .execute();
  await db.schema.createIndex('login_attempts_time').on('login_attempts').column('created_at').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('outbox_user_time').on('outbox').columns(['user_id', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('login_attempts').execute();
}
