import type { Executor } from '../../db/client.ts';

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
