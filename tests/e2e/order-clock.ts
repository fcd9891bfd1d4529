import { addDays } from '../../shared/order-deadlines.ts';
import { type E2eServer, readDb } from './order-steps.ts';

// The deadlines job counts from orders.status_since (docs/product/orders.md#deadlines): a spec
// moves that moment back rather than wait days, on SQLite or PostgreSQL as readDb reaches them.

/** Makes the order's current status `days` days old. */
export async function ageOrder(orderId: string, days: number, server: E2eServer = 'demo'): Promise<void> {
  await readDb(
    (db) =>
      db
        .updateTable('orders')
        .set({ status_since: addDays(new Date().toISOString(), -days) })
        .where('id', '=', orderId)
        .execute(),
    server,
  );
}

/** The order's status in the database. */
export function orderStatus(orderId: string, server: E2eServer = 'demo'): Promise<string | undefined> {
  return readDb(async (db) => {
    const row = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    return row?.status;
  }, server);
}
