import type { Executor } from '../../db/client.ts';
import type { Side } from './rules.ts';

// The rows of an order's problems (db/schema/trust.ts), read with explicit selects.

export type OrderForProblem = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export function findOrder(db: Executor, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'buyer_id', 'seller_id', 'status', 'total_cents', 'tracking_code', 'created_at'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

export function sideOf(order: { buyer_id: string; seller_id: string }, userId: string): Side | null {
  if (order.buyer_id === userId) return 'buyer';
  if (order.seller_id === userId) return 'seller';
  return null;
}

const PROBLEM_COLUMNS = [
  'id',
  'order_id',
  'opened_by',
  'reason',
  'text',
  'photos',
  'status',
  'answer_due_at',
  'mediation_requested_by',
  'mediation_requested_at',
  'outcome',
  'outcome_cents',
  'resolved_by',
  'resolved_at',
  'decision_text',
  'decided_by',
  'refund_pix_key',
  'outcome_confirmed_at',
  'created_at',
  'updated_at',
] as const;

export type ProblemRow = NonNullable<Awaited<ReturnType<typeof findCurrentProblem>>>;

/** Every problem of the order, newest first. */
export function listProblems(db: Executor, orderId: string) {
  return db
    .selectFrom('order_problems')
    .select(PROBLEM_COLUMNS)
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * The problem a step acts on: the one still open, else the latest (a resolved one still takes
 * the buyer's confirmation and Pix key).
 */
export async function findCurrentProblem(db: Executor, orderId: string) {
  return db
    .selectFrom('order_problems')
    .select(PROBLEM_COLUMNS)
    .where('order_id', '=', orderId)
    .orderBy((eb) => eb.case().when('status', '=', 'resolvido').then(1).else(0).end())
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findProblem(db: Executor, problemId: string) {
  return db
    .selectFrom('order_problems')
    .select(PROBLEM_COLUMNS)
    .where('id', '=', problemId)
    .executeTakeFirst();
}

export function listReplies(db: Executor, problemIds: readonly string[]) {
  if (problemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('problem_replies')
    .select([
      'id',
      'problem_id',
      'author_id',
      'text',
      'photos',
      'proposal',
      'proposal_cents',
      'accepted_at',
      'created_at',
    ])
    .where('problem_id', 'in', [...problemIds])
    .orderBy('id')
    .execute();
}

export type ReplyRow = Awaited<ReturnType<typeof listReplies>>[number];

/** The latest proposal among these replies (ids grow with time). */
export function latestProposal(replies: readonly ReplyRow[]): ReplyRow | null {
  let latest: ReplyRow | null = null;
  for (const reply of replies) if (reply.proposal && (!latest || reply.id > latest.id)) latest = reply;
  return latest;
}

/** The display names of these members. */
export async function namesOf(db: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('profiles')
    .select(['user_id', 'name'])
    .where('user_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.name]));
}

export function parsePhotos(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
