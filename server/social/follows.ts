import { sql } from 'kysely';
import type { DB, Executor } from '../../db/client.ts';
import type { Notifier } from '../notifications/index.ts';
import { notify } from '../notifications/index.ts';

// Follows (docs/product/follows.md#follow-button); the suggestions of whom to follow are in
// suggestions.ts.

export type FollowOutcome = 'followed' | 'self' | 'missing';

/**
 * `followerId` follows `followingId`. Following oneself is silently ignored and a repeat is
 * silent (docs/product/follows.md#follow-button); the table's CHECK and primary key enforce both as well.
 */
export async function follow(
  db: DB,
  followerId: string,
  followingId: string,
  notifier: Notifier,
  now = new Date(),
): Promise<FollowOutcome> {
  if (followerId === followingId) return 'self';
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', followingId)
      .where('suspended_at', 'is', null)
      .executeTakeFirst();
    if (!target) return 'missing';
    const inserted = await trx
      .insertInto('follows')
      .values({ follower_id: followerId, following_id: followingId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['follower_id', 'following_id']).doNothing())
      .executeTakeFirst();
    // Only a new follow is news (docs/product/notifications.md#events), in its transaction.
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) {
      const profile = await trx
        .selectFrom('profiles')
        .select('username')
        .where('user_id', '=', followerId)
        .executeTakeFirst();
      const subjectPath = profile?.username ? `/livraria/${profile.username}` : '/dashboard';
      await notify(
        trx,
        notifier,
        { userId: followingId, kind: 'follower', actorId: followerId, subjectPath },
        now,
      );
    }
    return 'followed';
  });
}

export async function unfollow(db: Executor, followerId: string, followingId: string): Promise<void> {
  await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('following_id', '=', followingId)
    .execute();
}

export async function followCounts(db: Executor, userId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('follows')
        .select(sql<number>`count(*)`.as('n'))
        .where('following_id', '=', userId)
        .as('followers'),
      eb
        .selectFrom('follows')
        .select(sql<number>`count(*)`.as('n'))
        .where('follower_id', '=', userId)
        .as('following'),
    ])
    .executeTakeFirstOrThrow();
  return { followers: row.followers ?? 0, following: row.following ?? 0 };
}

export async function followingIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('follows')
    .select('following_id')
    .where('follower_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => r.following_id);
}

export async function isFollowing(db: Executor, followerId: string, followingId: string) {
  const row = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('following_id', '=', followingId)
    .executeTakeFirst();
  return row !== undefined;
}
