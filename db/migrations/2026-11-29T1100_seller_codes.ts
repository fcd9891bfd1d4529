import { type Kysely, sql } from 'kysely';

// The seller's own code for a book (docs/product/spreadsheets.md#the-sellers-code): a sheet imported
// again updates the books it names by code instead of listing them twice, so a code is unique
// within one seller's books.
//
// A sheet being imported is a job (docs/decisions/044-spreadsheets.md#the-import-job): its rows are
// kept as the preview showed them, so the preview and the progress survive a reload, and any
// process lists them in batches, each row leased by one worker at a time.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('books').addColumn('seller_code', 'text').execute();
  await db.schema
    .createIndex('books_seller_code')
    .unique()
    .on('books')
    .columns(['user_id', 'seller_code'])
    .where('seller_code', 'is not', null)
    .execute();
  await createImportTables(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createImportTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('preview'))
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('new_count', 'integer', (c) => c.notNull())
    .addColumn('updated_count', 'integer', (c) => c.notNull())
    .addColumn('unchanged_count', 'integer', (c) => c.notNull())
    .addColumn('refused_count', 'integer', (c) => c.notNull())
    // Rows to list or update once confirmed, and how many of them are done.
    .addColumn('work_count', 'integer', (c) => c.notNull())
    .addColumn('done_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('finished_at', 'text')
    .addCheckConstraint('import_jobs_status', sql`status in ('preview', 'listing', 'done', 'cancelled')`)
    .execute();
  await db.schema
    .createIndex('import_jobs_user')
    .on('import_jobs')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('import_jobs_status').on('import_jobs').column('status').execute();
  await db.schema
    .createTable('import_rows')
    .addColumn('job_id', 'text', (c) => c.notNull().references('import_jobs.id').onDelete('cascade'))
    // The row's line in the sheet (the header is line 1), as the preview names it.
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    // JSON: the book as it will be listed (the listing form's input).
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    // The book a row updates, or the one it listed.
    .addColumn('book_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('error', 'text')
    // ISBN lookups tried for a row whose providers failed; it is given up after a few.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('import_rows_pk', ['job_id', 'line'])
    .addCheckConstraint('import_rows_outcome', sql`outcome in ('new', 'update', 'unchanged', 'refused')`)
    .addCheckConstraint('import_rows_state', sql`state in ('skip', 'waiting', 'done', 'failed')`)
    .execute();
  await db.schema.createIndex('import_rows_state').on('import_rows').columns(['state', 'job_id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_rows').execute();
  await db.schema.dropTable('import_jobs').execute();
  await db.schema.dropIndex('books_seller_code').execute();
  await db.schema.alterTable('books').dropColumn('seller_code').execute();
}
