import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerView } from '../../server/catalog/views.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('views.register and views.recent', () => {
  it('counts a visit once per 2 seconds, not for the seller, and keeps one row per book', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const at = (ms: number) => new Date(Date.UTC(2026, 5, 1, 12, 0, 0) + ms);

    expect(await registerView(t.db, reader.id, book, { now: at(0) })).toEqual({
      counted: true,
      viewsCount: 1,
    });
    expect(await registerView(t.db, reader.id, book, { now: at(1999) })).toEqual({
      counted: false,
      viewsCount: 1,
    });
    expect(await registerView(t.db, reader.id, book, { now: at(2000) })).toEqual({
      counted: true,
      viewsCount: 2,
    });
    expect(await registerView(t.db, seller.id, book, { now: at(9000) })).toEqual({
      counted: false,
      viewsCount: 2,
    });
    const rows = await t.db.selectFrom('views').select(['user_id', 'created_at']).execute();
    expect(rows).toEqual([{ user_id: reader.id, created_at: at(2000).toISOString() }]);
  });

  it('works through the procedure and answers NOT_FOUND for an unknown book', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const caller = callerFor(t, reader);
    expect(await caller.views.register({ bookId: book })).toEqual({ counted: true, viewsCount: 1 });
    expect(await caller.views.register({ bookId: book })).toEqual({ counted: false, viewsCount: 1 });
    expect(
      await errorOf(caller.views.register({ bookId: '00000000-0000-4000-8000-000000000001' })),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('lists the 10 most recently viewed available books, newest first', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const books: string[] = [];
    for (let i = 0; i < 12; i++) books.push(await createBook(t.db, seller.id, { title: `Visto ${i}` }));
    const sold = await createBook(t.db, seller.id, { title: 'Vendido', status: 'sold' });
    for (const [i, id] of [...books, sold].entries()) {
      await registerView(t.db, reader.id, id, { now: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
    // Seeing the first one again brings it to the front.
    await registerView(t.db, reader.id, books[0] ?? '', { now: new Date(Date.UTC(2026, 0, 2)) });

    const list = await callerFor(t, reader).views.recent();
    expect(list.map((b) => b.title)).toEqual([
      'Visto 0',
      'Visto 11',
      'Visto 10',
      'Visto 9',
      'Visto 8',
      'Visto 7',
      'Visto 6',
      'Visto 5',
      'Visto 4',
      'Visto 3',
    ]);
    expect(await callerFor(t, seller).views.recent()).toEqual([]);
  });
});
