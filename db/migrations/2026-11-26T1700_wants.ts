import type { Kysely } from 'kysely';

// Lista de desejos (docs/product/wants.md, docs/decisions/031-wants-matching.md). A want is a saved
// search (its query and filters) or a work (books.work_key, with a label to show). `signature`
// says what the want is, so the same want is never saved twice by one member. A listed book is
// queued in want_checks in its listing's transaction (a crash never loses one); a worker claims
// checks with a conditional UPDATE of claimed_at, and want_hits' primary key makes each want
// notify once per book.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wants')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('query', 'text')
    .addColumn('condition', 'text')
    .addColumn('min_cents', 'integer')
    .addColumn('max_cents', 'integer')
    .addColumn('genre', 'text')
    .addColumn('work_key', 'text')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wants_user_signature')
    .on('wants')
    .columns(['user_id', 'signature'])
    .unique()
    .execute();
  await db.schema.createIndex('wants_work_key').on('wants').column('work_key').execute();

  await db.schema
    .createTable('want_hits')
    .addColumn('want_id', 'integer', (c) => c.notNull().references('wants.id').onDelete('cascade'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('want_hits_pk', ['want_id', 'book_id'])
    .execute();

  await db.schema
    .createTable('want_checks')
    .addColumn('book_id', 'text', (c) => c.primaryKey().references('books.id').onDelete('cascade'))
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('want_checks').execute();
  await db.schema.dropTable('want_hits').execute();
  await db.schema.dropTable('wants').execute();
}
