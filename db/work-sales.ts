import { type QueryExecutorProvider, type RawBuilder, sql } from 'kysely';

/**
 * The sales of a work, for books.work_sold_count: what the 'Mais Vendidos' index orders by, a copy
 * of work_sales.sold_count on each copy of the work (0 for a work never sold, or no work).
 */
export function workSoldCount(workKey: string | null): RawBuilder<number> {
  return sql<number>`coalesce((select sold_count from work_sales where work_key = ${workKey}), 0)`;
}

/**
 * Rewrites work_sales and every book's work_sold_count from the orders: one sale per book in an
 * order that was not cancelled (docs/product/best-sellers.md#what-counts-as-a-sale). The
 * migration's backfill and the seed use it; the app keeps both current in checkout and
 * cancellation instead.
 */
export async function rebuildWorkSales(db: QueryExecutorProvider): Promise<void> {
  await sql`delete from work_sales`.execute(db);
  await sql`
    insert into work_sales (work_key, sold_count)
    select order_items.work_key, count(*)
    from order_items join orders on orders.id = order_items.order_id
    where orders.status <> 'cancelado' and order_items.work_key is not null
    group by order_items.work_key`.execute(db);
  await sql`update books set work_sold_count = 0 where work_sold_count <> 0`.execute(db);
  await sql`
    update books set work_sold_count = work_sales.sold_count
    from work_sales where work_sales.work_key = books.work_key`.execute(db);
}
