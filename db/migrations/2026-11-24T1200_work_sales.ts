import { type Kysely, sql } from 'kysely';
import { workKey } from '../../shared/work-key.ts';
import { rebuildWorkSales } from '../work-sales.ts';

// 'Mais Vendidos' ranks listed books by the sales of the same work (docs/product/best-sellers.md).
// A sold copy leaves the list, so its own counter is always 0 there; the sales are counted per
// work instead:
// - books.work_key: the shared workKey() of the copy, set on every write of the book;
// - order_items.work_key: the work as it was sold, so a cancellation takes the sale back from the
//   same work even if the seller has edited the book since;
// - work_sales: sales per work, kept in the checkout and cancellation transactions; works whose
//   count falls to 0 are deleted, so every row is a work that sold;
// - books.work_sold_count: the work's count copied onto each of its copies, so one index gives the
//   page's whole order. A join to work_sales ordered by its count sorted every listed copy of a
//   sold work on each request (400 ms at 100 000 books, 22 000 of them such copies).
// The page walks books_by_work_sales by its order, whether or not anything sold yet.

const BACKFILL_PAGE = 5000;
const ROWS_PER_INSERT = 400;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('books').addColumn('work_key', 'text').execute();
  await db.schema
    .alterTable('books')
    .addColumn('work_sold_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`work_sold_count >= 0`))
    .execute();
  await db.schema.alterTable('order_items').addColumn('work_key', 'text').execute();
  await db.schema
    .createTable('work_sales')
    .addColumn('work_key', 'text', (c) => c.primaryKey())
    .addColumn('sold_count', 'integer', (c) => c.notNull().check(sql`sold_count > 0`))
    .execute();

  await backfillBookKeys(db);
  await sql`
    update order_items
    set work_key = (select books.work_key from books where books.id = order_items.book_id)`.execute(db);
  await rebuildWorkSales(db);

  // Checkout and cancellation update every copy of a work.
  await db.schema.createIndex('books_work_key').on('books').column('work_key').execute();
  await db.schema
    .createIndex('books_by_work_sales')
    .on('books')
    .columns(['status', 'work_sold_count', 'likes_count', 'views_count', 'created_at'])
    .execute();
}

/** Keys computed in JS (the accent folding is not SQL), written back through a temporary table. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function backfillBookKeys(db: Kysely<any>): Promise<void> {
  await sql`create temp table work_key_fill (id text primary key, work_key text not null)`.execute(db);
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('books')
      .select(['id', 'isbn', 'title', 'author'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_PAGE)
      .execute();
    const keyed = rows.flatMap((r) => {
      const key = workKey(r);
      return key ? [{ id: String(r.id), work_key: key }] : [];
    });
    for (let i = 0; i < keyed.length; i += ROWS_PER_INSERT)
      await db
        .insertInto('work_key_fill')
        .values(keyed.slice(i, i + ROWS_PER_INSERT))
        .execute();
    const last = rows.at(-1);
    if (!last || rows.length < BACKFILL_PAGE) break;
    after = String(last.id);
  }
  await sql`
    update books set work_key = work_key_fill.work_key
    from work_key_fill where work_key_fill.id = books.id`.execute(db);
  await sql`drop table work_key_fill`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('books_by_work_sales').execute();
  await db.schema.dropIndex('books_work_key').execute();
  await db.schema.dropTable('work_sales').execute();
  await db.schema.alterTable('order_items').dropColumn('work_key').execute();
  await db.schema.alterTable('books').dropColumn('work_sold_count').execute();
  await db.schema.alterTable('books').dropColumn('work_key').execute();
}
