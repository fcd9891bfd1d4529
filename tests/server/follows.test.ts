import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('follows.follow and follows.unfollow', () => {
  it('follows, is silent on a repeat, ignores oneself, and unfollows', async () => {
    const ana = await createUser(t.db);
    const bia = await createUser(t.db);
    const caller = callerFor(t, ana);

    expect(await caller.follows.follow({ userId: bia.id })).toEqual({ following: true, followersCount: 1 });
    expect(await caller.follows.follow({ userId: bia.id })).toEqual({ following: true, followersCount: 1 });
    expect(await caller.follows.followingIds()).toEqual([bia.id]);

    expect(await caller.follows.follow({ userId: ana.id })).toEqual({ following: false, followersCount: 0 });
    const self = await t.db.selectFrom('follows').selectAll().where('following_id', '=', ana.id).execute();
    expect(self).toEqual([]);

    expect(await caller.follows.unfollow({ userId: bia.id })).toEqual({
      following: false,
      followersCount: 0,
    });
    expect(await caller.follows.unfollow({ userId: bia.id })).toEqual({
      following: false,
      followersCount: 0,
    });
    expect(await caller.follows.followingIds()).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown or suspended user', async () => {
    const ana = await createUser(t.db);
    const gone = await createUser(t.db);
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', gone.id)
      .execute();
    const caller = callerFor(t, ana);
    expect(await errorOf(caller.follows.follow({ userId: 'ninguem' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Usuário não encontrado.',
    });
    expect(await errorOf(caller.follows.follow({ userId: gone.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('rejects a blank user id with a pt-BR message', async () => {
    const ana = await createUser(t.db);
    expect(await errorOf(callerFor(t, ana).follows.follow({ userId: '  ' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Usuário inválido.',
    });
  });
});
