import type { ExpressionBuilder, Transaction } from 'kysely';
import { type DB, inTransaction } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { booksTitle } from '../../shared/notifications.ts';
import { addDays, ORDER_DEADLINES } from '../../shared/order-deadlines.ts';
import {
  type Deadline,
  type DeadlineOrder,
  orderDeadlines,
  orderNextStep,
} from '../../shared/order-next-step.ts';
import { type Notifier, type NotifierConfig, notify, notifying } from '../notifications/index.ts';
import { logger } from '../observability/index.ts';
import { automaticNote, firedNotice, warningNotice } from './deadline-words.ts';
import { orderTitles } from './notices.ts';
import { finishMove } from './transitions.ts';

// The orders' deadlines (docs/product/orders.md#deadlines, docs/decisions/046): every open order
// moves on by itself when its time is up, its parties told a day before and when it happens. Any
// process runs the job every ORDER_DEADLINES_EVERY_MS, as the offers' expiry does: each firing is
// a conditional UPDATE on the state the job read (status, status_since, 'Já paguei', handovers),
// and each notice an insert into order_deadline_notices in the transaction of its notification,
// so two runners, or a runner and a member's own step, fire and tell once.

/** An open order as the job reads it. */
interface DueOrder extends DeadlineOrder {
  id: string;
  buyerId: string;
  sellerId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WARN_MS = ORDER_DEADLINES.warnBeforeDays * DAY_MS;

/** The soonest a deadline's notice can be due: orders younger than this are not read at all. */
const EARLIEST_NOTICE_DAYS =
  Math.min(
    ORDER_DEADLINES.paymentDays,
    ORDER_DEADLINES.shipDays,
    ORDER_DEADLINES.pickupHandoverDays,
    ORDER_DEADLINES.pickupConfirmDays,
    ORDER_DEADLINES.deliveredAfterShippingDays,
  ) - ORDER_DEADLINES.warnBeforeDays;

/** A problem on the order not yet resolved (docs/product/problems.md): it holds the delivery. */
export const problemOpen = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb.exists(
    eb
      .selectFrom('order_problems')
      .select('order_problems.id')
      .whereRef('order_problems.order_id', '=', 'orders.id')
      .where('order_problems.status', '<>', 'resolvido'),
  );

const openStatuses = ['aguardando_pagamento', 'pago', 'enviado'] as const;

async function openOrders(db: DB, now: Date): Promise<{ orders: DueOrder[]; given: Set<string> }> {
  const since = addDays(now.toISOString(), -EARLIEST_NOTICE_DAYS);
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'id',
      'buyer_id as buyerId',
      'seller_id as sellerId',
      'status',
      'status_since as statusSince',
      'delivery_method as deliveryMethod',
      'payment_reported_at as paymentReportedAt',
      'handover_buyer_at as handoverBuyerAt',
      'handover_seller_at as handoverSellerAt',
      problemOpen(eb).as('problemOpen'),
    ])
    .where('status', 'in', openStatuses)
    .where('status_since', '<=', since)
    .orderBy('status_since')
    .execute();
  // The notices already given, so a run opens no transaction for them again (the insert's
  // conflict would refuse them anyway).
  const notices = await db
    .selectFrom('order_deadline_notices')
    .select(['order_id', 'key'])
    .where('order_id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('status', 'in', openStatuses)
        .where('status_since', '<=', since),
    )
    .execute();
  return {
    // SQLite answers EXISTS as 0/1, PostgreSQL as a boolean.
    orders: rows.map((r) => ({ ...r, problemOpen: Boolean(r.problemOpen) })),
    given: new Set(notices.map((n) => `${n.order_id}|${n.key}`)),
  };
}

/**
 * The order still in the state the job read: the same status since the same moment, the same
 * 'Já paguei' and handovers, and, before a delivery, no problem open.
 */
function unchanged(order: DueOrder, deadline: Deadline) {
  return (eb: ExpressionBuilder<Database, 'orders'>) => {
    const same = (
      column: 'payment_reported_at' | 'handover_buyer_at' | 'handover_seller_at',
      v: string | null,
    ) => (v === null ? eb(column, 'is', null) : eb(column, '=', v));
    return eb.and([
      eb('id', '=', order.id),
      eb('status', '=', order.status),
      eb('status_since', '=', order.statusSince),
      same('payment_reported_at', order.paymentReportedAt),
      same('handover_buyer_at', order.handoverBuyerAt),
      same('handover_seller_at', order.handoverSellerAt),
      ...(deadline.to === 'entregue' ? [eb.not(problemOpen(eb))] : []),
    ]);
  };
}

/** A notice's key in order_deadline_notices: the deadline, and a day before or when it fires. */
const noticeKey = (deadline: Deadline, moment: 'aviso' | 'prazo') => `${deadline.key}:${moment}`;

/** Records notice `key` of the order once; false when it was already given. */
async function firstNotice(trx: Transaction<Database>, orderId: string, key: string, at: string) {
  const row = await trx
    .insertInto('order_deadline_notices')
    .values({ order_id: orderId, key, created_at: at })
    .onConflict((oc) => oc.columns(['order_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Tells both parties; no actor, so neither is left out as the one who did it. */
async function tellBoth(
  trx: Transaction<Database>,
  notifier: Notifier,
  order: DueOrder,
  detail: (party: 'buyer' | 'seller') => string,
  now: Date,
) {
  const bookTitle = booksTitle(await orderTitles(trx, order.id));
  for (const [party, userId] of [
    ['buyer', order.buyerId],
    ['seller', order.sellerId],
  ] as const)
    await notify(
      trx,
      notifier,
      {
        userId,
        kind: 'order_status',
        actorId: null,
        subjectPath: `/pedidos/${order.id}`,
        bookTitle,
        detail: detail(party),
      },
      now,
    );
}

/** A day before the deadline: the notice, once, while the order is still where the job read it. */
async function warn(
  trx: Transaction<Database>,
  notifier: Notifier,
  order: DueOrder,
  deadline: Deadline,
  now: Date,
) {
  const at = now.toISOString();
  // A no-op UPDATE: checks the state and, on PostgreSQL, holds the row until the notice is written.
  const still = await trx
    .updateTable('orders')
    .set({ updated_at: (eb) => eb.ref('updated_at') })
    .where(unchanged(order, deadline))
    .executeTakeFirst();
  if (still.numUpdatedRows === 0n || !(await firstNotice(trx, order.id, noticeKey(deadline, 'aviso'), at)))
    return false;
  await tellBoth(trx, notifier, order, (party) => warningNotice(orderNextStep(order, party, now) ?? ''), now);
  return true;
}

/** The deadline is here: the order moves (or the buyer may now cancel), both parties told. */
async function fire(
  trx: Transaction<Database>,
  notifier: Notifier,
  order: DueOrder,
  deadline: Deadline,
  now: Date,
) {
  const at = now.toISOString();
  const to = deadline.to;
  const moved = await trx
    .updateTable('orders')
    .set(to ? { status: to, status_since: at, updated_at: at } : { updated_at: (eb) => eb.ref('updated_at') })
    .where(unchanged(order, deadline))
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) return false;
  // A move is told whatever the notices say: only a notice without a move rests on its key alone.
  if (!(await firstNotice(trx, order.id, noticeKey(deadline, 'prazo'), at)) && !to) return false;
  if (to) {
    const note = automaticNote(order, deadline);
    await trx
      .insertInto('order_events')
      .values({ order_id: order.id, status: to, actor_id: null, note, created_at: at })
      .execute();
    await finishMove(trx, to, { seller_id: order.sellerId }, order.id, at);
  }
  const after: DueOrder = to ? { ...order, status: to, statusSince: at } : order;
  await tellBoth(
    trx,
    notifier,
    order,
    (party) => firedNotice(order, deadline, orderNextStep(after, party, now)),
    now,
  );
  return true;
}

/** Gives the order's due notice or firing, each in its own transaction; how many happened. */
async function runOrder(
  db: DB,
  config: NotifierConfig,
  order: DueOrder,
  given: Set<string>,
  now: Date,
): Promise<number> {
  let done = 0;
  const deadlines = orderDeadlines(order);
  for (const [i, deadline] of deadlines.entries()) {
    const due = Date.parse(deadline.at);
    // A job that did not run for days: 'you may cancel' is moot once the cancel itself is due.
    const later = deadlines[i + 1];
    if (later && now.getTime() >= Date.parse(later.at)) continue;
    if (now.getTime() < due - WARN_MS) break;
    const firing = now.getTime() >= due;
    const step = firing ? fire : warn;
    if (given.has(`${order.id}|${noticeKey(deadline, firing ? 'prazo' : 'aviso')}`)) continue;
    const happened = await notifying({ db, config }, (notifier) =>
      inTransaction(db, (trx) => step(trx, notifier, order, deadline, now)),
    );
    if (happened) done++;
    // The order moved on: its later deadlines belong to a state it is no longer in.
    if (deadline.to && now.getTime() >= due) break;
    // Before this deadline, the later ones are not due either.
    if (now.getTime() < due) break;
  }
  return done;
}

/** Every notice and firing due at `now`; how many happened (0 when another runner came first). */
export async function runOrderDeadlines(db: DB, config: NotifierConfig, now = new Date()): Promise<number> {
  let done = 0;
  const { orders, given } = await openOrders(db, now);
  for (const order of orders) done += await runOrder(db, config, order, given, now);
  return done;
}

/**
 * Every process tries every `everyMs` (server/serve.ts, ORDER_DEADLINES_EVERY_MS); a run still
 * going when the next is due lets it pass rather than read the same orders twice.
 */
export function startOrderDeadlinesWorker(db: DB, config: NotifierConfig, everyMs: number): void {
  let running = false;
  setInterval(() => {
    if (running) return;
    running = true;
    runOrderDeadlines(db, config)
      .catch((err: unknown) => logger.error({ err }, 'falha nos prazos dos pedidos'))
      .finally(() => {
        running = false;
      });
  }, everyMs).unref();
}
