import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

// Blocks between two people (docs/product/messages.md): either one's block stops their messages.

/** Whether either of the two has blocked the other. */
export async function blockedEitherWay(db: Executor, x: string, y: string): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', x), eb('blocked_id', '=', y)]),
        eb.and([eb('blocker_id', '=', y), eb('blocked_id', '=', x)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** For a query over wants: their member and `other` have not blocked each other, either way. */
export function wantNotBlockedWith(eb: ExpressionBuilder<Database, 'wants'>, other: string) {
  return eb.and([
    eb(
      'wants.user_id',
      'not in',
      eb.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', other),
    ),
    eb(
      'wants.user_id',
      'not in',
      eb.selectFrom('blocks').select('blocker_id').where('blocked_id', '=', other),
    ),
  ]);
}

export async function hasBlocked(db: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function block(db: Executor, blockerId: string, blockedId: string, now = new Date()) {
  await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function unblock(db: Executor, blockerId: string, blockedId: string) {
  await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}
