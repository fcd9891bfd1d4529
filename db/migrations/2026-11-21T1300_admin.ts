import { type Kysely, sql } from 'kysely';

// Admin area (issue 9): reports ('Denunciar'), the audit log of admin actions, and the marker
// that lets a reinstatement bring back exactly the books a suspension hid.
//
// books.hidden_by_suspension is 1 only for books a suspension moved from 'available' to
// 'hidden'. A book an admin hid for its own reason keeps 0, so reinstating the seller never
// lists it again; hiding a suspension-hidden book for a reason clears the flag.
//
// reports_one_open is a partial unique index (SQLite and PostgreSQL both have them): one OPEN
// report per reporter and target, while resolved and dismissed ones stay as history.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('books')
    .addColumn('hidden_by_suspension', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`hidden_by_suspension in (0, 1)`),
    )
    .execute();
  await db.schema
    .createIndex('books_hidden_by_suspension')
    .on('books')
    .columns(['user_id', 'hidden_by_suspension'])
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('resolution_note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('reports_target_type', sql`target_type in ('book', 'store')`)
    .addCheckConstraint(
      'reports_reason',
      sql`reason in ('conteudo_improprio', 'anuncio_falso', 'produto_proibido', 'spam', 'outro')`,
    )
    .addCheckConstraint('reports_status', sql`status in ('open', 'resolved', 'dismissed')`)
    .execute();
  await db.schema
    .createIndex('reports_one_open')
    .unique()
    .on('reports')
    .columns(['reporter_id', 'target_type', 'target_id'])
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema.createIndex('reports_queue').on('reports').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('reports_target').on('reports').columns(['target_type', 'target_id']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // Kept when the admin's account goes: the entry is history.
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    /** JSON object with what the action changed. */
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_time').on('audit_log').column('created_at').execute();
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target_type', 'target_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropIndex('books_hidden_by_suspension').execute();
  await db.schema.alterTable('books').dropColumn('hidden_by_suspension').execute();
}
