import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/client.ts';
import { addDays, ORDER_DEADLINES } from '../../shared/order-deadlines.ts';
import { createOrder, createUser } from '../helpers/factories.ts';
import { hasPostgres } from '../helpers/pg-cluster.ts';
import { type PgProcesses, startPgProcesses } from '../helpers/pg-processes.ts';

// The orders' deadlines job with several processes on one PostgreSQL, as a deployment behind a
// load balancer runs it (docs/product/orders.md#deadlines, docs/decisions/046): three production
// servers each run the job ten times a second over the same orders, so every firing and every
// notice is raced by the other two. Each order must move once, each party be told once.

const postgresHere = hasPostgres('deadlines-processes.test.ts');
// Only the SQLite project runs it: it starts a cluster of its own, as multi-process.test.ts does.
const inPgProject = process.env.RELEIA_TEST_ENGINE === 'postgres';

const ORDERS_PER_KIND = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

let processes: PgProcesses | undefined;
let db: DB;

beforeAll(async () => {
  if (!postgresHere || inPgProject) return;
  processes = await startPgProcesses({
    name: 'deadlines',
    count: 3,
    // The smallest interval the settings allow: the three runs overlap all the time.
    env: { ORDER_DEADLINES_EVERY_MS: '100' },
  });
  db = processes.db;
}, 180_000);

afterAll(() => processes?.stop(), 60_000);

/** Orders of one kind whose clock started `daysAgo` days ago, all at once. */
async function ordersSince(
  kind: { status: 'aguardando_pagamento' | 'enviado'; daysAgo: number },
  sellerId: string,
  buyerId: string,
): Promise<string[]> {
  const since = new Date(Date.now() - kind.daysAgo * DAY_MS).toISOString();
  const ids: string[] = [];
  for (let i = 0; i < ORDERS_PER_KIND; i++) {
    const { orderId } = await createOrder(db, { buyerId, sellerId, status: kind.status });
    ids.push(orderId);
  }
  await db.updateTable('orders').set({ status_since: since }).where('id', 'in', ids).execute();
  return ids;
}

async function statuses(ids: string[]): Promise<string[]> {
  const rows = await db.selectFrom('orders').select('status').where('id', 'in', ids).execute();
  return rows.map((r) => r.status);
}

async function until(check: () => Promise<boolean>, limitMs: number): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`não aconteceu em ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!postgresHere || inPgProject)(
  'the deadlines job in three processes on one PostgreSQL',
  () => {
    it('cancels every unpaid order and delivers every sent one once, each party told once', {
      timeout: 60_000,
    }, async () => {
      const seller = await createUser(db, { name: 'Vendedora' });
      const buyer = await createUser(db, { name: 'Comprador' });
      // Past the payment deadline; a day short of the delivery deadline (its warning only); past it.
      const unpaid = await ordersSince(
        { status: 'aguardando_pagamento', daysAgo: ORDER_DEADLINES.paymentDays + 0.1 },
        seller.id,
        buyer.id,
      );
      const warned = await ordersSince(
        { status: 'enviado', daysAgo: ORDER_DEADLINES.deliveredAfterShippingDays - 0.5 },
        seller.id,
        buyer.id,
      );
      const sent = await ordersSince(
        { status: 'enviado', daysAgo: ORDER_DEADLINES.deliveredAfterShippingDays + 0.1 },
        seller.id,
        buyer.id,
      );

      const noticesOf = (ids: string[]) =>
        db
          .selectFrom('order_deadline_notices')
          .select(['order_id', 'key'])
          .where('order_id', 'in', ids)
          .execute();
      await until(async () => {
        const moved = [...(await statuses(unpaid)), ...(await statuses(sent))];
        const warnings = await noticesOf(warned);
        return moved.every((s) => s === 'cancelado' || s === 'entregue') && warnings.length >= warned.length;
      }, 30_000);
      // Time for a late duplicate to show: each process runs the job about ten more times.
      await new Promise((r) => setTimeout(r, 1_000));

      expect(new Set(await statuses(unpaid))).toEqual(new Set(['cancelado']));
      expect(new Set(await statuses(sent))).toEqual(new Set(['entregue']));
      expect(new Set(await statuses(warned))).toEqual(new Set(['enviado']));
      expect(await noticesOf(warned)).toHaveLength(warned.length);

      // One automatic step per moved order, none for the warned ones.
      const automatic = await db
        .selectFrom('order_events')
        .select(['order_id', 'status'])
        .where('order_id', 'in', [...unpaid, ...sent, ...warned])
        .where('actor_id', 'is', null)
        .execute();
      expect(automatic).toHaveLength(unpaid.length + sent.length);
      expect(new Set(automatic.map((e) => e.order_id)).size).toBe(unpaid.length + sent.length);

      // Each party told once of each thing: no (member, order, words) twice, in the bell or by e-mail.
      const told = await db
        .selectFrom('notifications')
        .select(['user_id', 'subject_path', 'detail'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .groupBy(['user_id', 'subject_path', 'detail'])
        .execute();
      expect(told.filter((t) => Number(t.n) > 1)).toEqual([]);
      // Both parties of each of the 36 orders heard of it: a cancellation, a delivery or a warning.
      expect(told).toHaveLength(2 * 3 * ORDERS_PER_KIND);
      const mails = await db
        .selectFrom('outbox')
        .select(['to_email', 'subject', 'body'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'notification')
        .groupBy(['to_email', 'subject', 'body'])
        .execute();
      expect(mails.filter((m) => Number(m.n) > 1)).toEqual([]);

      // The warned orders' clock still runs: their delivery is due a day later, not already.
      const warnedSince = await db
        .selectFrom('orders')
        .select('status_since')
        .where('id', 'in', warned)
        .execute();
      for (const { status_since } of warnedSince) {
        expect(Date.parse(addDays(status_since, ORDER_DEADLINES.deliveredAfterShippingDays))).toBeGreaterThan(
          Date.now(),
        );
      }
    });
  },
);
