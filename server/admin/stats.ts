import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { BookStatus, OrderStatus } from '../../db/schema.ts';
import { brazilDay, daysEndingOn } from '../../shared/brazil-time.ts';
import { countOpenReports } from '../reports/index.ts';

// The admin dashboard's aggregates (docs/product/admin.md).

const DAY_MS = 86_400_000;

export async function dashboardStats(db: Executor, days: number, now = new Date()) {
  const window = daysEndingOn(brazilDay(now), days);
  // A day earlier than the first Brasília day's UTC date covers its first hours whatever the
  // offset; the hours outside the window are dropped below.
  const since = new Date(Date.parse(`${window[0]}T00:00:00Z`) - DAY_MS);
  const [users, sellers, books, orders, sales, openReports] = await Promise.all([
    countUsers(db),
    countSellers(db),
    countByStatus(db, 'books'),
    countByStatus(db, 'orders'),
    salesByHour(db, since),
    countOpenReports(db),
  ]);
  const booksByStatus: Record<BookStatus, number> = {
    available: 0,
    reserved: 0,
    sold: 0,
    hidden: 0,
    removed: 0,
  };
  for (const row of books) booksByStatus[row.status] = Number(row.n);
  const ordersByStatus: Record<OrderStatus, number> = {
    aguardando_pagamento: 0,
    pago: 0,
    enviado: 0,
    entregue: 0,
    cancelado: 0,
  };
  for (const row of orders) ordersByStatus[row.status] = Number(row.n);
  return {
    users: {
      total: Number(users.total),
      suspended: Number(users.suspended),
      admins: Number(users.admins ?? 0),
    },
    sellers: Number(sellers.n),
    booksByStatus,
    ordersByStatus,
    salesByDay: salesByDay(window, sales),
    openReports,
  };
}

function countUsers(db: Executor) {
  return db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('suspended_at').as('suspended'),
      eb
        .selectFrom('user_roles')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('role', '=', 'admin')
        .as('admins'),
    ])
    .executeTakeFirstOrThrow();
}

/** A seller is anyone with a listing, on sale or not (removed ones do not count). */
function countSellers(db: Executor) {
  return db
    .selectFrom('books')
    .select(sql<number>`count(distinct user_id)`.as('n'))
    .where('status', '<>', 'removed')
    .executeTakeFirstOrThrow();
}

function countByStatus<T extends 'books' | 'orders'>(db: Executor, table: T) {
  return db
    .selectFrom(table as 'books' | 'orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute() as Promise<{ status: T extends 'books' ? BookStatus : OrderStatus; n: number }[]>;
}

/**
 * Orders grouped by UTC hour in SQL (at most 24 rows a day), each hour then placed on its
 * Brasília day by salesByDay: SQLite has no time zones, and Brazil's offsets are whole hours.
 */
function salesByHour(db: Executor, since: Date) {
  return db
    .selectFrom('orders')
    .select([
      sql<string>`substr(created_at, 1, 13)`.as('hour'),
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.sum<number>('total_cents').as('totalCents'),
    ])
    .where('status', '<>', 'cancelado')
    .where('created_at', '>=', since.toISOString())
    .groupBy(sql`substr(created_at, 1, 13)`)
    .execute();
}

/** Every day of the window, empty days included, so the chart's bars keep their places. */
function salesByDay(
  window: readonly string[],
  sales: readonly { hour: string; count: number; totalCents: number | null }[],
) {
  const days = window.map((day) => ({ day, count: 0, totalCents: 0 }));
  const index = new Map(window.map((day, i) => [day, i]));
  for (const row of sales) {
    const bar = days[index.get(brazilDay(new Date(`${row.hour}:00:00Z`))) ?? -1];
    if (!bar) continue;
    bar.count += Number(row.count);
    bar.totalCents += Number(row.totalCents ?? 0);
  }
  return days;
}
