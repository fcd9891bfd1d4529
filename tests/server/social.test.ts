import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createContextInner } from '../../server/context.ts';
import { likeListenerCount } from '../../server/realtime/likes.ts';
import { normalizeName, suggestPeople } from '../../server/repositories/follows.ts';
import { registerView } from '../../server/repositories/social.ts';
import { appRouter } from '../../server/routers/_app.ts';
import type { LikeEvent } from '../../shared/likes.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';
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

describe('social.like and social.unlike', () => {
  it('likes once, counts the rows, and never goes below 0', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const caller = callerFor(t, reader);

    expect(await caller.social.like({ bookId: book })).toEqual({ liked: true, likesCount: 1 });
    expect(await caller.social.like({ bookId: book })).toEqual({ liked: true, likesCount: 1 });
    expect(await caller.social.likedBookIds()).toEqual([book]);
    expect(await caller.social.unlike({ bookId: book })).toEqual({ liked: false, likesCount: 0 });
    expect(await caller.social.unlike({ bookId: book })).toEqual({ liked: false, likesCount: 0 });
    expect(await storedLikes(book)).toEqual({ count: 0, rows: 0 });
  });

  it('repairs a drifted count from the rows on the next like', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const book = await createBook(t.db, seller.id, { likesCount: 37 });
    expect(await callerFor(t, reader).social.like({ bookId: book })).toEqual({ liked: true, likesCount: 1 });
  });

  it('keeps likes_count equal to the rows under 50 concurrent likes and unlikes', async () => {
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const readers = await Promise.all(Array.from({ length: 25 }, () => createUser(t.db)));
    // Each reader likes and unlikes at once, some twice over, in an order nobody chose.
    const calls = readers.flatMap((reader, i) => {
      const caller = callerFor(t, reader);
      return i % 3 === 0
        ? [caller.social.unlike({ bookId: book }), caller.social.like({ bookId: book })]
        : [caller.social.like({ bookId: book }), caller.social.unlike({ bookId: book })];
    });
    expect(calls).toHaveLength(50);
    await Promise.all(calls);
    const after = await storedLikes(book);
    expect(after.count).toBe(after.rows);

    // And once more with every reader liking at the same moment.
    await Promise.all(readers.map((r) => callerFor(t, r).social.like({ bookId: book })));
    expect(await storedLikes(book)).toEqual({ count: 25, rows: 25 });
  });

  it('answers NOT_FOUND for an unknown book and BAD_REQUEST for a malformed id', async () => {
    const reader = await createUser(t.db);
    const caller = callerFor(t, reader);
    expect(
      await errorOf(caller.social.like({ bookId: '00000000-0000-4000-8000-000000000000' })),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Livro não encontrado',
    });
    expect(await errorOf(caller.social.like({ bookId: 'nope' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Livro inválido.',
    });
  });

  it('refuses to like a hidden book but lets an earlier like be taken back', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const caller = callerFor(t, reader);
    await caller.social.like({ bookId: book });
    await t.db.updateTable('books').set({ status: 'hidden' }).where('id', '=', book).execute();
    expect(await errorOf(caller.social.like({ bookId: book }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await caller.social.unlike({ bookId: book })).toEqual({ liked: false, likesCount: 0 });
  });

  it('refuses visitors', async () => {
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    expect(await errorOf(callerFor(t).social.like({ bookId: book }))).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('social.likeEvents', () => {
  it('sends the current counts, then every change, with the liked flag only for oneself', async () => {
    const seller = await createUser(t.db);
    const ana = await createUser(t.db);
    const bia = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const other = await createBook(t.db, seller.id);
    await callerFor(t, ana).social.like({ bookId: book });

    const controller = new AbortController();
    // The request's abort signal reaches the procedure as it does when a browser disconnects.
    const caller = appRouter.createCaller(createContextInner({ db: t.db, config: t.config, user: ana }), {
      signal: controller.signal,
    });
    const events = await caller.social.likeEvents({ bookIds: [book] });
    const iterator = events[Symbol.asyncIterator]();

    const first = await iterator.next();
    expect(first.value).toEqual({
      kind: 'snapshot',
      books: [{ bookId: book, likesCount: 1, liked: true }],
    } satisfies LikeEvent);

    await callerFor(t, bia).social.like({ bookId: other }); // not watched
    await callerFor(t, bia).social.like({ bookId: book });
    expect((await iterator.next()).value).toEqual({
      kind: 'change',
      bookId: book,
      likesCount: 2,
      liked: null,
    });

    await callerFor(t, ana).social.unlike({ bookId: book });
    expect((await iterator.next()).value).toEqual({
      kind: 'change',
      bookId: book,
      likesCount: 1,
      liked: false,
    });

    expect(likeListenerCount(book)).toBe(1);
    controller.abort();
    expect((await iterator.next()).done).toBe(true);
    expect(likeListenerCount(book)).toBe(0);
  });

  it('gives visitors counts without a liked flag and stops listening when they leave', async () => {
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id, { likesCount: 0 });
    const events = await callerFor(t).social.likeEvents({ bookIds: [book, book] });
    const iterator = events[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual({
      kind: 'snapshot',
      books: [{ bookId: book, likesCount: 0, liked: null }],
    });
    await iterator.return?.(undefined);
    expect(likeListenerCount(book)).toBe(0);
  });

  it('refuses more than 200 books', async () => {
    const ids = Array.from(
      { length: 201 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const events = callerFor(t).social.likeEvents({ bookIds: ids });
    expect(await errorOf(events)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'No máximo 200 livros por vez.',
    });
  });
});

describe('social.view and social.recentlyViewed', () => {
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
    expect(await caller.social.view({ bookId: book })).toEqual({ counted: true, viewsCount: 1 });
    expect(await caller.social.view({ bookId: book })).toEqual({ counted: false, viewsCount: 1 });
    expect(
      await errorOf(caller.social.view({ bookId: '00000000-0000-4000-8000-000000000001' })),
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

    const list = await callerFor(t, reader).social.recentlyViewed();
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
    expect(await callerFor(t, seller).social.recentlyViewed()).toEqual([]);
  });
});

describe('social.follow and social.unfollow', () => {
  it('follows, is silent on a repeat, ignores oneself, and unfollows', async () => {
    const ana = await createUser(t.db);
    const bia = await createUser(t.db);
    const caller = callerFor(t, ana);

    expect(await caller.social.follow({ userId: bia.id })).toEqual({ following: true, followersCount: 1 });
    expect(await caller.social.follow({ userId: bia.id })).toEqual({ following: true, followersCount: 1 });
    expect(await caller.social.followingIds()).toEqual([bia.id]);

    expect(await caller.social.follow({ userId: ana.id })).toEqual({ following: false, followersCount: 0 });
    const self = await t.db.selectFrom('follows').selectAll().where('following_id', '=', ana.id).execute();
    expect(self).toEqual([]);

    expect(await caller.social.unfollow({ userId: bia.id })).toEqual({ following: false, followersCount: 0 });
    expect(await caller.social.unfollow({ userId: bia.id })).toEqual({ following: false, followersCount: 0 });
    expect(await caller.social.followingIds()).toEqual([]);
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
    expect(await errorOf(caller.social.follow({ userId: 'ninguem' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Usuário não encontrado.',
    });
    expect(await errorOf(caller.social.follow({ userId: gone.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('rejects a blank user id with a pt-BR message', async () => {
    const ana = await createUser(t.db);
    expect(await errorOf(callerFor(t, ana).social.follow({ userId: '  ' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Usuário inválido.',
    });
  });
});

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
    await callerFor(t, me).social.like({ bookId: liked });
    for (let i = 0; i < 2; i++) await createBook(t.db, seller.id); // seller: 3 listed books
    await createBook(t.db, seller.id, { status: 'sold' }); // not counted
    const fans = await Promise.all(Array.from({ length: 7 }, () => createUser(t.db)));
    for (const fan of fans) await callerFor(t, fan).social.follow({ userId: popular.id });

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
    await callerFor(t, me).social.follow({ userId: followed.id });
    const list = await callerFor(t, me).social.suggestions();
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

describe('live likes over HTTP (SSE)', () => {
  const devVite = {
    middlewares: (_req: unknown, _res: unknown, next: () => void) => next(),
    transformIndexHtml: async (_url: string, html: string) => html,
  } as unknown as ViteDevServer;

  it('streams uncompressed events as they happen and stops listening when the browser leaves', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const server = createServer(createApp({ db: t.db, config: t.config, vite: devVite }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const controller = new AbortController();
    try {
      const input = encodeURIComponent(JSON.stringify({ json: { bookIds: [book] } }));
      const res = await fetch(`http://127.0.0.1:${port}/trpc/social.likeEvents?input=${input}`, {
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
      await callerFor(t, reader).social.like({ bookId: book });
      await until('"kind":"change"');
      expect(text).toContain('"likesCount":1');
      expect(likeListenerCount(book)).toBe(1);
      controller.abort();
      await expect.poll(() => likeListenerCount(book)).toBe(0);
    } finally {
      controller.abort();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
