import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('favourites', () => {
  it('adds, lists newest first, ignores repeats and removes', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const a = await createBook(t.db, seller.id);
    const b = await createBook(t.db, seller.id);
    const caller = callerFor(t, reader);

    expect(await caller.favourites.add({ bookId: a })).toEqual([a]);
    await new Promise((r) => setTimeout(r, 5));
    expect(await caller.favourites.add({ bookId: b })).toEqual([b, a]);
    expect(await caller.favourites.add({ bookId: b })).toEqual([b, a]);
    expect(await caller.favourites.remove({ bookId: a })).toEqual([b]);
    expect(await caller.favourites.list()).toEqual([b]);
    // Another account's list is its own.
    expect(await callerFor(t, seller).favourites.list()).toEqual([]);
  });

  it('merges the browser’s favourites on sign-in, skipping books that no longer exist', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const kept = await createBook(t.db, seller.id);
    const local = await createBook(t.db, seller.id);
    const caller = callerFor(t, reader);
    await caller.favourites.add({ bookId: kept });

    const merged = await caller.favourites.sync({
      bookIds: [local, kept, local, '00000000-0000-4000-8000-000000000009'],
    });
    expect(merged.sort()).toEqual([kept, local].sort());
  });

  it('gives anyone the cards of listed books in the order asked', async () => {
    const seller = await createUser(t.db);
    const a = await createBook(t.db, seller.id, { title: 'A' });
    const b = await createBook(t.db, seller.id, { title: 'B' });
    const sold = await createBook(t.db, seller.id, { title: 'Vendido', status: 'sold' });
    const cards = await callerFor(t).favourites.books({ bookIds: [b, sold, a] });
    expect(cards.map((c) => c.title)).toEqual(['B', 'A']);
    expect(await callerFor(t).favourites.books({ bookIds: [] })).toEqual([]);
  });

  it('refuses visitors writing, and malformed ids', async () => {
    const reader = await createUser(t.db);
    expect(await errorOf(callerFor(t).favourites.list())).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await errorOf(callerFor(t, reader).favourites.add({ bookId: 'x' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Livro inválido.',
    });
    const many = Array.from(
      { length: 501 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(await errorOf(callerFor(t, reader).favourites.sync({ bookIds: many }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'No máximo 500 favoritos.',
    });
  });
});
