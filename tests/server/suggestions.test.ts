import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeName, suggestPeople } from '../../server/members/people-to-follow.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('suggestions', () => {
  const fixed = (value: number) => () => value;

  it('scores +10 for a liked author, +2 per listed book, up to +5 for followers, plus random × 2', async () => {
    const me = await createUser(t.db, { name: 'Eu Mesma' });
    const author = await createUser(t.db, { name: 'Clarice Lispector' });
    const seller = await createUser(t.db, { name: 'Vendedor' });
    const popular = await createUser(t.db, { name: 'Popular' });
    const quiet = await createUser(t.db, { name: 'Quieto' });

    // I liked a book by 'Clarice Lispector' (sold by someone else), written with other accents and case.
    const liked = await createBook(t.db, seller.id, { author: 'CLARICE  LISPECTOR' });
    await callerFor(t, me).likes.like({ bookId: liked });
    for (let i = 0; i < 2; i++) await createBook(t.db, seller.id); // seller: 3 listed books
    await createBook(t.db, seller.id, { status: 'sold' }); // not counted
    const fans = await Promise.all(Array.from({ length: 7 }, () => createUser(t.db)));
    for (const fan of fans) await callerFor(t, fan).follows.follow({ userId: popular.id });

    const list = await suggestPeople(t.db, me.id, { limit: 5, random: fixed(0.5) });
    const scoreOf = (id: string) => list.find((s) => s.userId === id)?.score;
    expect(scoreOf(author.id)).toBe(10 + 1);
    expect(scoreOf(seller.id)).toBe(6 + 1);
    expect(scoreOf(popular.id)).toBe(5 + 1);
    expect(list.slice(0, 3).map((s) => s.userId)).toEqual([author.id, seller.id, popular.id]);
    expect(list.find((s) => s.userId === author.id)?.likedAuthor).toBe(true);
    expect(list).toHaveLength(5);
    expect(list.map((s) => s.userId)).not.toContain(me.id);
    expect(scoreOf(quiet.id) ?? 1).toBe(1);
  });

  it('is decided by the random part when nothing else differs', async () => {
    const me = await createUser(t.db);
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const [first, second] = [a.id, b.id].sort();
    // Draws go to candidates in id order: the first gets 0.1, the second 0.9.
    const draws = [0.1, 0.9];
    let i = 0;
    const list = await suggestPeople(t.db, me.id, { limit: 5, random: () => draws[i++] ?? 0 });
    expect(list.map((s) => s.userId)).toEqual([second, first]);
    expect(list.map((s) => s.score)).toEqual([1.8, 0.2]);
  });

  it('never suggests oneself or people already followed, and at most 5', async () => {
    const me = await createUser(t.db);
    const followed = await createUser(t.db);
    for (let i = 0; i < 8; i++) await createUser(t.db);
    await callerFor(t, me).follows.follow({ userId: followed.id });
    const list = await callerFor(t, me).suggestions.list();
    expect(list).toHaveLength(5);
    expect(list.map((s) => s.userId)).not.toContain(me.id);
    expect(list.map((s) => s.userId)).not.toContain(followed.id);
  });

  it('names the store page only for people with an active store', async () => {
    const me = await createUser(t.db);
    const withStore = await createUser(t.db, { name: 'Dona Loja', username: null });
    const now = new Date().toISOString();
    await t.db
      .insertInto('stores')
      .values({ user_id: withStore.id, store_name: 'Loja', created_at: now, updated_at: now })
      .execute();
    const list = await suggestPeople(t.db, me.id, { limit: 5, random: fixed(0) });
    expect(list.find((s) => s.userId === withStore.id)?.storeUsername).toBe('dona-loja');
  });

  it('normalizes names for the author match', () => {
    expect(normalizeName('  José   SARAMAGO ')).toBe('jose saramago');
  });
});
