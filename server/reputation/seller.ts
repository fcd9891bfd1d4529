import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { daysBetween } from '../../db/dialect.ts';
import { addDays, ORDER_DEADLINES } from '../../shared/order-deadlines.ts';
import { RuleError } from '../errors.ts';
import type { SellerReputation } from './outputs.ts';

// A seller's reputation (docs/product/reviews.md#reputation), counted from the rows each time:
// orders completed, orders sent quickly, the median time to answer, problems and how they ended.

/** How many of the seller's latest conversations the median time to answer reads. */
export const REPLY_WINDOW_CONVERSATIONS = 50;

const count = (n: number | string | bigint | null | undefined) => Number(n ?? 0);

export async function sellerReputation(
  db: Executor,
  sellerId: string,
  now = new Date(),
): Promise<SellerReputation> {
  const user = await db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', sellerId)
    .executeTakeFirst();
  if (!user) throw new RuleError('NOT_FOUND', 'Vendedor não encontrado.');
  const [completed, sentQuickly, replies, problems] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seller_id', '=', sellerId)
      .where('status', '=', 'entregue')
      .executeTakeFirstOrThrow(),
    ordersSentQuickly(db, sellerId, now),
    replyMinutes(db, sellerId),
    problemsAgainst(db, sellerId),
  ]);
  const completedOrders = count(completed.n);
  return {
    isNew: completedOrders === 0,
    completedOrders,
    sentQuickly,
    medianReplyMinutes: median(replies),
    repliesCounted: replies.length,
    problems,
    memberSince: user.created_at,
  };
}

/**
 * The seller's orders by post that were paid ('pago' event) and either sent ('enviado' event) or
 * paid longer ago than the quick-sending days; and of those, how many were sent within them.
 */
async function ordersSentQuickly(db: Executor, sellerId: string, now: Date) {
  const days = ORDER_DEADLINES.sentQuicklyDays;
  const paidBefore = addDays(now.toISOString(), -days);
  const steps = db
    .selectFrom('orders')
    .select((eb) => [
      eb
        .selectFrom('order_events')
        .select((e) => e.fn.min('created_at').as('t'))
        .whereRef('order_events.order_id', '=', 'orders.id')
        .where('order_events.status', '=', 'pago')
        .as('paid_at'),
      eb
        .selectFrom('order_events')
        .select((e) => e.fn.min('created_at').as('t'))
        .whereRef('order_events.order_id', '=', 'orders.id')
        .where('order_events.status', '=', 'enviado')
        .as('sent_at'),
    ])
    .where('orders.seller_id', '=', sellerId)
    .where('orders.delivery_method', '=', 'correios');
  const row = await db
    .selectFrom(steps.as('s'))
    .select([
      sql<number>`count(*)`.as('counted'),
      sql<number>`sum(case when ${daysBetween(db, sql.ref('s.paid_at'), sql.ref('s.sent_at'))} <= ${days} then 1 else 0 end)`.as(
        'quick',
      ),
    ])
    .where('s.paid_at', 'is not', null)
    .where((eb) => eb.or([eb('s.sent_at', 'is not', null), eb('s.paid_at', '<=', paidBefore)]))
    .executeTakeFirstOrThrow();
  return { counted: count(row.counted), quick: count(row.quick) };
}

/**
 * Minutes from the other member's first message in each of the seller's latest conversations to
 * the seller's first message after it; conversations still unanswered are left out.
 */
async function replyMinutes(db: Executor, sellerId: string): Promise<number[]> {
  const asked = db
    .selectFrom('conversations')
    .select((eb) => [
      'conversations.id',
      eb
        .selectFrom('messages')
        .select((m) => m.fn.min('messages.created_at').as('t'))
        .whereRef('messages.conversation_id', '=', 'conversations.id')
        .where('messages.sender_id', '<>', sellerId)
        .as('asked_at'),
    ])
    .where((eb) =>
      eb.or([eb('conversations.user_a', '=', sellerId), eb('conversations.user_b', '=', sellerId)]),
    );
  const rows = await db
    .selectFrom(asked.as('q'))
    .select((eb) => [
      'q.asked_at',
      eb
        .selectFrom('messages')
        .select((m) => m.fn.min('messages.created_at').as('t'))
        .whereRef('messages.conversation_id', '=', 'q.id')
        .where('messages.sender_id', '=', sellerId)
        .whereRef('messages.created_at', '>', 'q.asked_at')
        .as('answered_at'),
    ])
    .where('q.asked_at', 'is not', null)
    .orderBy('q.asked_at', 'desc')
    .limit(REPLY_WINDOW_CONVERSATIONS)
    .execute();
  return rows.flatMap((r) =>
    r.asked_at && r.answered_at ? [(Date.parse(r.answered_at) - Date.parse(r.asked_at)) / 60_000] : [],
  );
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const high = sorted[mid];
  if (high === undefined) return null;
  const low = sorted[mid - 1];
  return sorted.length % 2 === 0 && low !== undefined ? (low + high) / 2 : high;
}

/** Problems the buyer opened on the seller's orders, by how they ended. */
async function problemsAgainst(db: Executor, sellerId: string) {
  const row = await db
    .selectFrom('order_problems')
    .innerJoin('orders', 'orders.id', 'order_problems.order_id')
    .select([
      sql<number>`count(*)`.as('opened'),
      sql<number>`sum(case when order_problems.resolved_by = 'acordo' then 1 else 0 end)`.as('byAgreement'),
      sql<number>`sum(case when order_problems.resolved_by = 'moderacao' then 1 else 0 end)`.as(
        'byModeration',
      ),
      sql<number>`sum(case when order_problems.status <> 'resolvido' then 1 else 0 end)`.as('open'),
    ])
    .where('orders.seller_id', '=', sellerId)
    .where('order_problems.opened_by', '<>', sellerId)
    .executeTakeFirstOrThrow();
  return {
    opened: count(row.opened),
    byAgreement: count(row.byAgreement),
    byModeration: count(row.byModeration),
    open: count(row.open),
  };
}
