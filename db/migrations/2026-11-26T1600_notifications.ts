import type { Kysely } from 'kysely';

// Notificações (docs/product/notifications.md, docs/decisions/030-notifications.md). A notification
// is a row written in the transaction of the event it reports. Its line is built when shown from a
// few plain columns (no JSON, the same on SQLite and PostgreSQL); the actor's name is read through
// actor_id so it follows a renamed or deleted account. E-mail choices are rows only where a
// member differs from the kind's default (shared/notifications.ts); the daily digest is claimed by
// a conditional UPDATE of digest_sent_on, so two processes never send one member two digests.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    // Where it leads, a path of the app: '/pedidos/…', '/chats/…'.
    .addColumn('subject_path', 'text', (c) => c.notNull())
    .addColumn('book_title', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_user_time')
    .on('notifications')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('notifications_user_unread')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('notification_digests')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('daily', 'integer', (c) => c.notNull().defaultTo(0))
    // The day (YYYY-MM-DD, Brasília) of the last digest claimed for this member.
    .addColumn('digest_sent_on', 'text')
    .execute();

  // A notification's mail names its unsubscribe link, for the List-Unsubscribe header at sending.
  await db.schema.alterTable('outbox').addColumn('unsubscribe_url', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('unsubscribe_url').execute();
  await db.schema.dropTable('notification_digests').execute();
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notifications').execute();
}
