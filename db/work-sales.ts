import { type QueryExecutorProvider, sql } from 'kysely';

/**
 * Rewrites work_sales from the orders: one sale per book in an order that was not cancelled
 * (docs/product/best-sellers.md#what-counts-as-a-sale). The migration's backfill and the seed use
 * it; the app keeps the table current in checkout and cancellation instead.
 */
export async function rebuildWorkSales(db: QueryExecutorProvider): Promise<void> {
  await sql`delete from work_sales`.execute(db);
  await sql`
    insert into work_sales (work_key, sold_count)
    select order_items.work_key, count(*)
    from order_items join orders on orders.id = order_items.order_id
    where orders.status <> 'cancelado' and order_items.work_key is not null
    group by order_items.work_key`.execute(db);
}
