import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeOffset, encodeOffset, offsetPage, page } from '../../server/sql/paging.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createCategory, createUser } from '../helpers/factories.ts';

describe('paging helpers', () => {
  it('drops the extra row and builds the cursor from the last row kept', () => {
    expect(page([1, 2, 3], 2, (last) => `after ${last}`)).toEqual({ items: [1, 2], nextCursor: 'after 2' });
    expect(page([1, 2], 2, (last) => `after ${last}`)).toEqual({ items: [1, 2], nextCursor: null });
    expect(page([], 2, (last: number) => `after ${last}`)).toEqual({ items: [], nextCursor: null });
  });

  it('round-trips an offset cursor and reads anything else as the first page', () => {
    expect(decodeOffset(offsetPage([1, 2, 3], 2, 4).nextCursor)).toBe(6);
    expect(decodeOffset(encodeOffset(0))).toBe(0);
    for (const bad of [null, undefined, '', 'lixo', '20', encodeOffset(-1), encodeOffset(1.5)]) {
      expect(decodeOffset(bad)).toBe(0);
    }
    expect(decodeOffset(encodeOffset(101), 100)).toBe(0);
    expect(decodeOffset(encodeOffset(100), 100)).toBe(100);
  });
});

describe('invalid cursors', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.close());

  it('answer the first page of browse, stores, admin and search lists', async () => {
    const seller = await createUser(t.db, { username: 'sebo' });
    const admin = await createUser(t.db, { admin: true });
    const cat = await createCategory(t.db, { slug: 'historia' });
    for (let i = 0; i < 3; i++) await createBook(t.db, seller.id, { title: `Livro ${i}`, categoryId: cat });
    const caller = callerFor(t, admin);
    for (const cursor of ['lixo', '2', encodeOffset(-3)]) {
      const first = await caller.books.byCategory({ slug: 'historia', limit: 2 });
      expect(await caller.books.byCategory({ slug: 'historia', limit: 2, cursor })).toEqual(first);
      expect(await caller.stores.list({ cursor })).toEqual(await caller.stores.list({}));
      expect(await caller.admin.books.list({ limit: 2, cursor })).toEqual(
        await caller.admin.books.list({ limit: 2 }),
      );
      expect(await caller.search.books({ q: 'livro', limit: 2, cursor })).toEqual(
        await caller.search.books({ q: 'livro', limit: 2 }),
      );
    }
    const deep = encodeOffset(100_001);
    expect((await caller.search.books({ q: 'livro', limit: 2, cursor: deep })).items).toHaveLength(2);
  });
});
