import type { Executor } from '../../db/client.ts';
import { listProblems, listReplies } from './repository.ts';
import { PROBLEM_ORDER_STATUSES, rightsOf } from './rules.ts';
import { partyOrder, problemState } from './service.ts';
import { problemViews } from './view.ts';

// What the order page reads of its problems (docs/product/problems.md); the steps that change them
// are in service.ts.

/** The order page's view of its problems: the thread, and what the viewer may do now. */
export async function orderProblems(db: Executor, orderId: string, userId: string, now = new Date()) {
  const { order, side } = await partyOrder(db, orderId, userId);
  const problems = await listProblems(db, order.id);
  const current = problems.find((p) => p.status !== 'resolvido') ?? problems[0] ?? null;
  const ordered = current ? [current, ...problems.filter((p) => p !== current)] : [];
  let can = null;
  if (current) {
    const replies = await listReplies(db, [current.id]);
    can = rightsOf(problemState(current, order, replies), side, now);
  }
  return {
    viewer: side,
    totalCents: order.total_cents,
    canOpen: PROBLEM_ORDER_STATUSES.includes(order.status) && (!current || current.status === 'resolvido'),
    problems: await problemViews(db, order, ordered),
    can,
  };
}
