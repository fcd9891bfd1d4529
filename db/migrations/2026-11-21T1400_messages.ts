import { type Kysely, sql } from 'kysely';

// Messages (issue 10): conversations between two people, optionally about one book or one
// order, their messages, how far each participant has read, and blocks.
//
// A pair of people is stored in canonical order (user_a < user_b), so "Ana with Bruno" and
// "Bruno with Ana" are the same row. One conversation per pair and subject: `subject` is
// 'book:<id>', 'order:<id>' or 'general', fixed when the conversation starts. A unique index on
// (user_a, user_b, book_id) would not do: SQL treats NULLs as distinct, so general conversations
// would never collide, and book_id is set to NULL when a book row goes, which must not make
// two conversations clash. `subject` keeps the key stable and portable (no expression index).
//
// Messages have integer ids in insertion order; a participant's read position is the id of the
// last message they have seen, so "unread" never depends on two clocks agreeing.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_a', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_b', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('book_id', 'text', (c) => c.references('books.id').onDelete('set null'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    /** Who opened it: until the first message, only they see it in their list. */
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'text')
    .addCheckConstraint('conversations_pair_order', sql`user_a < user_b`)
    .addCheckConstraint('conversations_one_subject', sql`book_id is null or order_id is null`)
    .execute();
  await db.schema
    .createIndex('conversations_pair_subject')
    .unique()
    .on('conversations')
    .columns(['user_a', 'user_b', 'subject'])
    .execute();
  await db.schema
    .createIndex('conversations_user_b')
    .on('conversations')
    .columns(['user_b', 'last_message_at'])
    .execute();
  await db.schema.createIndex('conversations_order').on('conversations').column('order_id').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messages_conversation_time')
    .on('messages')
    .columns(['conversation_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('messages_conversation_id')
    .on('messages')
    .columns(['conversation_id', 'id'])
    .execute();
  // The flood limit counts a sender's recent messages.
  await db.schema
    .createIndex('messages_sender_time')
    .on('messages')
    .columns(['sender_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('conversation_reads')
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('conversation_reads_pk', ['conversation_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .addCheckConstraint('blocks_not_self', sql`blocker_id <> blocked_id`)
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').column('blocked_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blocks').execute();
  await db.schema.dropTable('conversation_reads').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('conversations').execute();
}
