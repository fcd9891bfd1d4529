import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { appRouter } from '../../server/app-router.ts';
import { createContextInner } from '../../server/context.ts';
import { likeListenerCount } from '../../server/realtime/likes.ts';
import type { LikeEvent } from '../../shared/likes.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { devVite, listen } from '../helpers/http-server.ts';
import { errorOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

async function storedLikes(bookId: string) {
  const book = await t.db
    .selectFrom('books')
    .select('likes_count')
    .where('id', '=', bookId)
    .executeTakeFirstOrThrow();
  const rows = await t.db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('book_id', '=', bookId)
    .executeTakeFirstOrThrow();
  return { count: book.likes_count, rows: rows.n };
}

describe('likes.like and likes.unlike', () => {
  it('likes once, counts the rows, and never goes below 0', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const caller = callerFor(t, reader);

    expect(await caller.likes.like({ bookId: book })).toEqual({ liked: true, likesCount: 1 });
    expect(await caller.likes.like({ bookId: book })).toEqual({ liked: true, likesCount: 1 });
    expect(await caller.likes.likedBookIds()).toEqual([book]);
    expect(await caller.likes.unlike({ bookId: book })).toEqual({ liked: false, likesCount: 0 });
    expect(await caller.likes.unlike({ bookId: book })).toEqual({ liked: false, likesCount: 0 });
    expect(await storedLikes(book)).toEqual({ count: 0, rows: 0 });
  });

  it('repairs a drifted count from the rows on the next like', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const book = await createBook(t.db, seller.id, { likesCount: 37 });
    expect(await callerFor(t, reader).likes.like({ bookId: book })).toEqual({ liked: true, likesCount: 1 });
  });

  it('keeps likes_count equal to the rows under 50 concurrent likes and unlikes', async () => {
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const readers = await Promise.all(Array.from({ length: 25 }, () => createUser(t.db)));
    // Each reader likes and unlikes at once, some twice over, in an order nobody chose.
    const calls = readers.flatMap((reader, i) => {
      const caller = callerFor(t, reader);
      return i % 3 === 0
        ? [caller.likes.unlike({ bookId: book }), caller.likes.like({ bookId: book })]
        : [caller.likes.like({ bookId: book }), caller.likes.unlike({ bookId: book })];
    });
    expect(calls).toHaveLength(50);
    await Promise.all(calls);
    const after = await storedLikes(book);
    expect(after.count).toBe(after.rows);

    // And once more with every reader liking at the same moment.
    await Promise.all(readers.map((r) => callerFor(t, r).likes.like({ bookId: book })));
    expect(await storedLikes(book)).toEqual({ count: 25, rows: 25 });
  });

  it('answers NOT_FOUND for an unknown book and BAD_REQUEST for a malformed id', async () => {
    const reader = await createUser(t.db);
    const caller = callerFor(t, reader);
    expect(
      await errorOf(caller.likes.like({ bookId: '00000000-0000-4000-8000-000000000000' })),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Livro não encontrado',
    });
    expect(await errorOf(caller.likes.like({ bookId: 'nope' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Livro inválido.',
    });
  });

  it('refuses to like a hidden book but lets an earlier like be taken back', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const caller = callerFor(t, reader);
    await caller.likes.like({ bookId: book });
    await t.db.updateTable('books').set({ status: 'hidden' }).where('id', '=', book).execute();
    expect(await errorOf(caller.likes.like({ bookId: book }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await caller.likes.unlike({ bookId: book })).toEqual({ liked: false, likesCount: 0 });
  });

  it('refuses visitors', async () => {
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    expect(await errorOf(callerFor(t).likes.like({ bookId: book }))).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('likes.events', () => {
  it('sends the current counts, then every change, with the liked flag only for oneself', async () => {
    const seller = await createUser(t.db);
    const ana = await createUser(t.db);
    const bia = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const other = await createBook(t.db, seller.id);
    await callerFor(t, ana).likes.like({ bookId: book });

    const controller = new AbortController();
    // The request's abort signal reaches the procedure as it does when a browser disconnects.
    const caller = appRouter.createCaller(createContextInner({ db: t.db, config: t.config, user: ana }), {
      signal: controller.signal,
    });
    const events = await caller.likes.events({ bookIds: [book] });
    const iterator = events[Symbol.asyncIterator]();

    const first = await iterator.next();
    expect(first.value).toEqual({
      kind: 'snapshot',
      books: [{ bookId: book, likesCount: 1, liked: true }],
    } satisfies LikeEvent);

    await callerFor(t, bia).likes.like({ bookId: other }); // not watched
    await callerFor(t, bia).likes.like({ bookId: book });
    expect((await iterator.next()).value).toEqual({
      kind: 'change',
      bookId: book,
      likesCount: 2,
      liked: null,
    });

    await callerFor(t, ana).likes.unlike({ bookId: book });
    expect((await iterator.next()).value).toEqual({
      kind: 'change',
      bookId: book,
      likesCount: 1,
      liked: false,
    });

    expect(likeListenerCount(t.db, book)).toBe(1);
    controller.abort();
    expect((await iterator.next()).done).toBe(true);
    expect(likeListenerCount(t.db, book)).toBe(0);
  });

  it('gives visitors counts without a liked flag and stops listening when they leave', async () => {
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id, { likesCount: 0 });
    const events = await callerFor(t).likes.events({ bookIds: [book, book] });
    const iterator = events[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual({
      kind: 'snapshot',
      books: [{ bookId: book, likesCount: 0, liked: null }],
    });
    await iterator.return?.(undefined);
    expect(likeListenerCount(t.db, book)).toBe(0);
  });

  it('refuses more than 200 books', async () => {
    const ids = Array.from(
      { length: 201 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const events = callerFor(t).likes.events({ bookIds: ids });
    expect(await errorOf(events)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'No máximo 200 livros por vez.',
    });
  });
});

describe('live likes over HTTP (SSE)', () => {
  it('streams uncompressed events as they happen and stops listening when the browser leaves', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const server = await listen(createApp({ db: t.db, config: t.config, vite: devVite }));
    const controller = new AbortController();
    try {
      const input = encodeURIComponent(JSON.stringify({ json: { bookIds: [book] } }));
      const res = await fetch(`${server.base}/trpc/likes.events?input=${input}`, {
        headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip' },
        signal: controller.signal,
      });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      expect(res.headers.get('content-encoding')).toBeNull();
      const body = res.body;
      if (!body) throw new Error('sem corpo');
      const stream = body.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      const until = async (needle: string) => {
        while (!text.includes(needle)) {
          const chunk = await stream.read();
          if (chunk.done) throw new Error(`fim do fluxo antes de ${needle}`);
          text += chunk.value;
        }
      };
      await until('"kind":"snapshot"');
      await callerFor(t, reader).likes.like({ bookId: book });
      await until('"kind":"change"');
      expect(text).toContain('"likesCount":1');
      expect(likeListenerCount(t.db, book)).toBe(1);
      controller.abort();
      await expect.poll(() => likeListenerCount(t.db, book)).toBe(0);
    } finally {
      controller.abort();
      await server.close();
    }
  });
});
