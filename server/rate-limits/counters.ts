import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';

/** At most `max` points per `windowMs` for `key`. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Spends one point on each limit, in one statement (atomic, so processes sharing the database
 * never lose a count), and answers how long until the first limit spent past its `max` starts a
 * new window, or null when every limit still had room. Windows are fixed: a key's first point
 * opens one that ends `windowMs` later, whatever comes in between.
 */
export async function spendPoints(db: Executor, limits: Limit[], now = Date.now()): Promise<number | null> {
  if (limits.length === 0) return null;
  const rows = await db
    .insertInto('rate_limits')
    .values(limits.map((l) => ({ key: l.key, points: 1, resets_at: now + l.windowMs })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // Both read the row as it was: SQLite evaluates every SET expression before assigning.
        points: sql`case when rate_limits.resets_at > ${now} then rate_limits.points + 1 else 1 end`,
        resets_at: sql`case when rate_limits.resets_at > ${now} then rate_limits.resets_at else excluded.resets_at end`,
      }),
    )
    .returning(['key', 'points', 'resets_at'])
    .execute();
  let wait: number | null = null;
  for (const limit of limits) {
    const row = rows.find((r) => r.key === limit.key);
    if (row && row.points > limit.max) wait = Math.max(wait ?? 0, row.resets_at - now);
  }
  return wait;
}

/** Drops the counters whose window has ended (they would restart at 1 anyway). */
export async function deleteEndedWindows(db: Executor, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('resets_at', '<=', now).execute();
}
