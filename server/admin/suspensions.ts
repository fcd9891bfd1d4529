import type { Executor } from '../../db/client.ts';
import { SUSPENSION_BOOK_REASON } from '../catalog/index.ts';
import { queueWantChecks } from '../wants/index.ts';

/**
 * Suspends a user: marks the account and hides every book they have on sale, flagging those
 * books so that reinstatement lists exactly them again. Sessions are ended by the caller
 * (invalidateUserSessions) in the same transaction. Returns the number of books hidden, or null
 * when the user was already suspended.
 */
export async function suspendUser(db: Executor, userId: string, reason: string, now = new Date()) {
  const at = now.toISOString();
  const r = await db
    .updateTable('users')
    .set({ suspended_at: at, suspended_reason: reason })
    .where('id', '=', userId)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) return null;
  // updated_at moves: a hidden book's change is a change like any other for whoever follows updated_at.
  const hidden = await db
    .updateTable('books')
    .set({ status: 'hidden', status_reason: SUSPENSION_BOOK_REASON, hidden_by_suspension: 1, updated_at: at })
    .where('user_id', '=', userId)
    .where('status', '=', 'available')
    .executeTakeFirst();
  return Number(hidden.numUpdatedRows);
}

/** Lifts a suspension and lists again exactly the books it hid; null when not suspended. */
export async function reinstateUser(db: Executor, userId: string, now = new Date()) {
  const at = now.toISOString();
  const r = await db
    .updateTable('users')
    .set({ suspended_at: null, suspended_reason: null })
    .where('id', '=', userId)
    .where('suspended_at', 'is not', null)
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) return null;
  const restored = await db
    .updateTable('books')
    .set({ status: 'available', status_reason: null, hidden_by_suspension: 0, updated_at: at })
    .where('user_id', '=', userId)
    .where('status', '=', 'hidden')
    .where('hidden_by_suspension', '=', 1)
    .returning('id')
    .execute();
  // Listed again: wants hear of them (docs/product/wants.md#matching).
  await queueWantChecks(
    db,
    restored.map((b) => b.id),
    now,
  );
  return restored.length;
}
