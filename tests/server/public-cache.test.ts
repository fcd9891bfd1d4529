import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TrpcClient, unwrap } from '../../scripts/lib/trpc-http.ts';
import { readStamps } from '../../server/public-cache/index.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createCategory, createStore, createUser } from '../helpers/factories.ts';
import { sessionCookie } from '../helpers/session-cookie.ts';

// Visitors' public answers kept between requests (docs/decisions/050-public-answer-cache.md):
// served again only while the database's stamps are the ones read before computing them, never to
// a member, and every write that changes what a visitor sees is seen on the next request.

let t: TestDb;
let app: AppServer;

beforeEach(async () => {
  t = await createTestDb();
});

afterEach(async () => {
  await app?.close();
  await t.close();
});

/** The server's count of public answers served from the kept copy (hit) or computed (miss). */
async function lookups(): Promise<{ hit: number; miss: number }> {
  const text = await (await fetch(`${app.base}/metrics`)).text();
  const count = (result: string) =>
    Number(new RegExp(`releia_public_answers_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { hit: count('hit'), miss: count('miss') };
}

function visitor(): TrpcClient {
  return new TrpcClient(app.base);
}

async function member(userId: string): Promise<TrpcClient> {
  const client = new TrpcClient(app.base);
  client.session = (await sessionCookie(t.db, userId)).split('=')[1] ?? null;
  return client;
}

interface Book {
  priceCents: number;
  available: boolean;
  viewsCount: number;
  seller: { storeName: string | null };
  category: { name: string } | null;
}

async function bookSeenBy(client: TrpcClient, id: string): Promise<Book> {
  return unwrap(await client.query<Book>('books.byId', { id }), 'books.byId');
}

async function sellerWithBook() {
  const seller = await createUser(t.db, { username: 'sebo-da-praca', name: 'Clara' });
  await createStore(t.db, seller.id, { name: 'Sebo da Praça' });
  const category = await createCategory(t.db, { slug: 'romance', name: 'Romance' });
  const book = await createBook(t.db, seller.id, {
    title: 'Dom Casmurro',
    priceCents: 3000,
    categoryId: category,
  });
  return { seller, book, category };
}

describe('the stamps', () => {
  it('change with a price or a follow, each its own kind, but not with a like or a view', async () => {
    const { seller, book } = await sellerWithBook();
    const reader = await createUser(t.db);
    const before = await readStamps(t.db);
    await callerFor(t, reader).likes.like({ bookId: book });
    await t.db.updateTable('books').set({ views_count: 40 }).where('id', '=', book).execute();
    expect(await readStamps(t.db)).toEqual(before);

    await callerFor(t, seller).books.update({ id: book, changes: { price: '35,00' } });
    const afterPrice = await readStamps(t.db);
    expect(afterPrice.get('books')).not.toBe(before.get('books'));
    expect(afterPrice.get('categories')).toBe(before.get('categories'));
    expect(afterPrice.get('follows')).toBe(before.get('follows'));

    await callerFor(t, reader).follows.follow({ userId: seller.id });
    const afterFollow = await readStamps(t.db);
    expect(afterFollow.get('follows')).not.toBe(afterPrice.get('follows'));
    expect(afterFollow.get('books')).toBe(afterPrice.get('books'));
  });

  it('a write rolled back leaves them as they were', async () => {
    const { book } = await sellerWithBook();
    const before = await readStamps(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('books').set({ price_cents: 1 }).where('id', '=', book).execute();
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(await readStamps(t.db)).toEqual(before);
  });
});

describe('over HTTP', () => {
  it("serves a visitor's book again from the kept copy, and a price change, a sale, a category and a store edit on the next request", async () => {
    app = await startAppServer(t);
    const { seller, book, category } = await sellerWithBook();
    expect((await bookSeenBy(visitor(), book)).priceCents).toBe(3000);
    // A view changes no stamp: the kept copy is served, with the count it was computed with.
    await t.db.updateTable('books').set({ views_count: 7 }).where('id', '=', book).execute();
    expect((await bookSeenBy(visitor(), book)).viewsCount).toBe(0);
    expect(await lookups()).toEqual({ hit: 1, miss: 1 });

    await callerFor(t, seller).books.update({ id: book, changes: { price: '35,00' } });
    expect((await bookSeenBy(visitor(), book)).priceCents).toBe(3500);

    const admin = await createUser(t.db, { admin: true });
    await callerFor(t, admin).admin.categories.update({
      id: category,
      name: 'Romances',
      slug: 'romance',
      sortOrder: 0,
      isActive: true,
    });
    expect((await bookSeenBy(visitor(), book)).category?.name).toBe('Romances');
    const menus = unwrap(
      await visitor().query<{ categories: { name: string }[] }>('categories.list'),
      'categories.list',
    );
    expect(menus.categories.map((c) => c.name)).toContain('Romances');

    await callerFor(t, seller).profile.updateStore({ storeName: 'Sebo da Esquina', isActive: true });
    expect((await bookSeenBy(visitor(), book)).seller.storeName).toBe('Sebo da Esquina');
    const store = unwrap(
      await visitor().query<{ store: { storeName: string } }>('stores.byUsername', {
        username: 'sebo-da-praca',
      }),
      'stores.byUsername',
    );
    expect(store.store.storeName).toBe('Sebo da Esquina');

    await callerFor(t, seller).books.markSold({ id: book });
    expect((await bookSeenBy(visitor(), book)).available).toBe(false);
  });

  it("a seller's suspension hides the book from visitors on the next request", async () => {
    app = await startAppServer(t);
    const { seller, book } = await sellerWithBook();
    await bookSeenBy(visitor(), book);
    await bookSeenBy(visitor(), book);
    const admin = await createUser(t.db, { admin: true });
    await callerFor(t, admin).admin.users.suspend({ userId: seller.id, reason: 'Anúncios falsos' });
    const result = await visitor().query('books.byId', { id: book });
    expect(result.ok ? 'visível' : result.error.code).toBe('NOT_FOUND');
  });

  it("never serves a member's answer to anyone, nor a visitor's to a member", async () => {
    app = await startAppServer(t);
    const { seller, book } = await sellerWithBook();
    const fan = await createUser(t.db);
    await callerFor(t, fan).follows.follow({ userId: seller.id });
    type Header = { isOwner: boolean; isFollowing: boolean | null };
    const header = async (client: TrpcClient) =>
      unwrap(
        await client.query<Header>('stores.byUsername', { username: 'sebo-da-praca' }),
        'stores.byUsername',
      );

    expect(await header(visitor())).toMatchObject({ isOwner: false, isFollowing: null });
    expect(await header(await member(seller.id))).toMatchObject({ isOwner: true, isFollowing: null });
    expect(await header(await member(fan.id))).toMatchObject({ isOwner: false, isFollowing: true });
    expect(await header(visitor())).toMatchObject({ isOwner: false, isFollowing: null });
    // Members went through tRPC: only the visitors' two requests were looked up.
    expect(await lookups()).toEqual({ hit: 1, miss: 1 });

    // A hidden book exists for its seller only; the seller's answer is never kept for a visitor.
    await bookSeenBy(visitor(), book);
    await t.db.updateTable('books').set({ status: 'hidden' }).where('id', '=', book).execute();
    expect((await bookSeenBy(await member(seller.id), book)).priceCents).toBe(3000);
    const seen = await visitor().query('books.byId', { id: book });
    expect(seen.ok ? 'visível' : seen.error.code).toBe('NOT_FOUND');
  });

  it("keeps a browser's first-load batch for visitors, and a member sending the same URL gets their own", async () => {
    app = await startAppServer(t);
    const { seller, book } = await sellerWithBook();
    const calls = [
      { path: 'accounts.me', input: undefined },
      { path: 'categories.list', input: undefined },
      { path: 'books.byId', input: { id: book } },
    ];
    const first = await visitor().batch('query', calls);
    const again = await visitor().batch('query', calls);
    expect(again).toEqual(first);
    expect(first.results[0]).toMatchObject({ ok: true, data: null });
    expect(await lookups()).toEqual({ hit: 1, miss: 1 });

    const mine = await (await member(seller.id)).batch('query', calls);
    expect(mine.results[0]).toMatchObject({ ok: true, data: { id: seller.id } });
    expect(await lookups()).toEqual({ hit: 1, miss: 1 });
  });

  it('keeps nothing when PUBLIC_CACHE_MAX_BYTES is 0', async () => {
    app = await startAppServer(t, { PUBLIC_CACHE_MAX_BYTES: '0' });
    const { book } = await sellerWithBook();
    await bookSeenBy(visitor(), book);
    await t.db.updateTable('books').set({ views_count: 7 }).where('id', '=', book).execute();
    expect((await bookSeenBy(visitor(), book)).viewsCount).toBe(7);
    expect(await lookups()).toEqual({ hit: 0, miss: 0 });
  });

  it('a stamp row deleted (a development reset) is a change too', async () => {
    app = await startAppServer(t);
    const { book } = await sellerWithBook();
    await bookSeenBy(visitor(), book);
    await sql`delete from public_stamps`.execute(t.db);
    await t.db.updateTable('books').set({ views_count: 9 }).where('id', '=', book).execute();
    expect((await bookSeenBy(visitor(), book)).viewsCount).toBe(9);
  });
});
