import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createStore, createUser } from '../helpers/factories.ts';
import { cookieCaller, errorOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

async function createReview(
  db: Executor,
  sellerId: string,
  buyerId: string,
  opts: {
    anonymous?: boolean;
    overall?: number;
    comment?: string;
    response?: string | null;
    createdAt?: string;
  } = {},
) {
  const orderId = randomUUID();
  const now = opts.createdAt ?? new Date().toISOString();
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      buyer_id: buyerId,
      seller_id: sellerId,
      status: 'entregue',
      subtotal_cents: 1000,
      shipping_cents: 1200,
      total_cents: 2200,
      tracking_code: null,
      delivery_address: '{}',
      created_at: now,
      updated_at: now,
      status_since: now,
    })
    .execute();
  await db
    .insertInto('reviews')
    .values({
      id: randomUUID(),
      order_id: orderId,
      seller_id: sellerId,
      buyer_id: buyerId,
      is_anonymous: opts.anonymous ? 1 : 0,
      overall_rating: opts.overall ?? 5,
      communication_rating: 5,
      shipping_rating: 4,
      condition_rating: 5,
      comment: opts.comment ?? 'Ótimo vendedor.',
      response: opts.response ?? null,
      response_at: opts.response ? now : null,
      created_at: now,
      visible_at: now,
    })
    .execute();
}

describe('stores.byUsername', () => {
  it('finds a store by username, with real counters, rating, badges and follow state', async () => {
    const seller = await createUser(t.db, { name: 'Lívia Souza', username: 'livia' });
    const fan = await createUser(t.db);
    const idol = await createUser(t.db);
    await createStore(t.db, seller.id, { name: 'Sebo da Lívia', location: 'Recife - PE' });
    await createBook(t.db, seller.id);
    await createBook(t.db, seller.id);
    await createBook(t.db, seller.id, { status: 'sold' });
    await callerFor(t, fan).follows.follow({ userId: seller.id });
    await callerFor(t, seller).follows.follow({ userId: idol.id });
    await t.db
      .insertInto('seller_ratings')
      .values({
        seller_id: seller.id,
        total_reviews: 12,
        average_overall: 4.6,
        average_communication: 4.5,
        average_shipping: 4.2,
        average_condition: 4.9,
        total_sales: 12,
      })
      .execute();

    const page = await callerFor(t, fan).stores.byUsername({ username: 'LIVIA' });
    expect(page.store).toMatchObject({
      userId: seller.id,
      storeName: 'Sebo da Lívia',
      username: 'livia',
      slug: 'livia',
      location: 'Recife - PE',
      description: 'Livros com história.',
    });
    expect(page.counters).toEqual({ followers: 1, following: 1, booksPublished: 2 });
    expect(page.rating).toMatchObject({ totalReviews: 12, averageOverall: 4.6, totalSales: 12 });
    expect(page.badges.map((b) => b.label)).toEqual([
      'Top Vendedor',
      'Resposta Rápida',
      'Alta Qualidade',
      'Vendedor Confiável',
    ]);
    expect(page.isFollowing).toBe(true);
    expect(page.isOwner).toBe(false);

    const own = await callerFor(t, seller).stores.byUsername({ username: 'livia' });
    expect(own.isOwner).toBe(true);
    expect(own.isFollowing).toBeNull();
    const visitor = await callerFor(t).stores.byUsername({ username: 'livia' });
    expect(visitor.isFollowing).toBeNull();
  });

  it('falls back to the lowercased name with hyphens when the seller has no username', async () => {
    const seller = await createUser(t.db, { name: 'João da Silva', username: null });
    await createStore(t.db, seller.id);
    const page = await callerFor(t).stores.byUsername({ username: 'joão-da-silva' });
    expect(page.store.userId).toBe(seller.id);
    expect(page.store.slug).toBe('joão-da-silva');
    expect(page.rating.totalReviews).toBe(0);
    expect(page.badges).toEqual([]);
  });

  it("answers 'Loja não encontrada' for an unknown username, a closed store or a suspended seller", async () => {
    const inactive = await createUser(t.db, { username: 'fechada' });
    await createStore(t.db, inactive.id, { active: false });
    const suspended = await createUser(t.db, { username: 'suspensa' });
    await createStore(t.db, suspended.id);
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', suspended.id)
      .execute();
    const uncustomised = await createUser(t.db, { username: 'semloja' });
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', uncustomised.id)
      .execute();

    for (const username of ['ninguem', 'fechada', 'suspensa', 'semloja']) {
      expect(await errorOf(callerFor(t).stores.byUsername({ username }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Loja não encontrada',
        fieldErrors: {},
      });
    }
  });

  it('exists for a member who registered and never opened Minha Livraria, built from the profile', async () => {
    const { caller } = cookieCaller(t);
    await caller.accounts.register({
      firstName: 'Marina',
      lastName: 'Costa',
      email: 'marina@example.com',
      password: 'uma senha longa 123',
      acceptTerms: true,
    });
    const profile = await t.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['profiles.user_id', 'profiles.username'])
      .where('users.email', '=', 'marina@example.com')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('profiles').set({ location: 'Recife, PE', bio: 'Leio de tudo.' }).execute();
    const book = await createBook(t.db, profile.user_id, { title: 'Vidas Secas' });
    const username = profile.username ?? '';

    const page = await callerFor(t).stores.byUsername({ username });
    expect(page.store).toMatchObject({
      userId: profile.user_id,
      storeName: 'Marina Costa',
      slug: username,
      location: 'Recife, PE',
      bio: 'Leio de tudo.',
    });
    expect(page.counters.booksPublished).toBe(1);
    const books = await callerFor(t).stores.books({ username });
    expect(books.items.map((b) => b.id)).toEqual([book]);
  });

  it('is listed in /livrarias once its member has a book on sale, and in the follow suggestions', async () => {
    const seller = await createUser(t.db, { name: 'Bruno Lima', username: 'bruno' });
    await createUser(t.db, { name: 'Só Leitora', username: 'leitora' });
    const reader = await createUser(t.db, { username: 'quem-segue' });
    expect((await callerFor(t).stores.list({})).items).toEqual([]);
    await createBook(t.db, seller.id, { title: 'Capitães da Areia' });
    const list = await callerFor(t).stores.list({});
    expect(list.items).toMatchObject([
      { userId: seller.id, storeName: 'Bruno Lima', username: 'bruno', booksCount: 1 },
    ]);
    const people = await callerFor(t, reader).suggestions.list({});
    expect(people.find((p) => p.userId === seller.id)?.storeUsername).toBe('bruno');
  });

  it('rejects a blank or malformed username', async () => {
    expect(await errorOf(callerFor(t).stores.byUsername({ username: ' ' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Informe a livraria.',
    });
    expect(await errorOf(callerFor(t).stores.byUsername({ username: 'a/b' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Livraria inválida.',
    });
  });
});

describe('stores.books', () => {
  it('lists the store’s available books in each of the five orders', async () => {
    const seller = await createUser(t.db, { username: 'ordem' });
    const other = await createUser(t.db);
    await createStore(t.db, seller.id);
    await createBook(t.db, seller.id, {
      title: 'banana',
      priceCents: 3000,
      createdAt: '2026-01-02T00:00:00.000Z',
    });
    await createBook(t.db, seller.id, {
      title: 'Abacaxi',
      priceCents: 1000,
      createdAt: '2026-01-03T00:00:00.000Z',
    });
    await createBook(t.db, seller.id, {
      title: 'Caju',
      priceCents: 2000,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await createBook(t.db, seller.id, { title: 'Vendido', status: 'sold' });
    await createBook(t.db, other.id, { title: 'De outro' });

    const titles = async (sort?: 'newest' | 'oldest' | 'price-low' | 'price-high' | 'title') =>
      (await callerFor(t).stores.books({ username: 'ordem', sort })).items.map((b) => b.title);
    expect(await titles()).toEqual(['Abacaxi', 'banana', 'Caju']);
    expect(await titles('oldest')).toEqual(['Caju', 'banana', 'Abacaxi']);
    expect(await titles('price-low')).toEqual(['Abacaxi', 'Caju', 'banana']);
    expect(await titles('price-high')).toEqual(['banana', 'Caju', 'Abacaxi']);
    expect(await titles('title')).toEqual(['Abacaxi', 'banana', 'Caju']);
  });

  it('pages with a cursor and answers NOT_FOUND for an inactive store', async () => {
    const seller = await createUser(t.db, { username: 'paginas' });
    await createStore(t.db, seller.id);
    for (let i = 0; i < 5; i++) await createBook(t.db, seller.id);
    const first = await callerFor(t).stores.books({ username: 'paginas', limit: 3 });
    const second = await callerFor(t).stores.books({
      username: 'paginas',
      limit: 3,
      cursor: first.nextCursor,
    });
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    await t.db.updateTable('stores').set({ is_active: 0 }).where('user_id', '=', seller.id).execute();
    expect(await errorOf(callerFor(t).stores.books({ username: 'paginas' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Loja não encontrada',
    });
  });
});

describe('reviews.list', () => {
  it('hides anonymous reviewers, falls back to Usuário, and carries the seller’s reply', async () => {
    const seller = await createUser(t.db);
    const named = await createUser(t.db, { name: 'Carla Dias' });
    const blank = await createUser(t.db, { name: ' ' });
    const secret = await createUser(t.db, { name: 'Nome Secreto' });
    await createReview(t.db, seller.id, named.id, {
      response: 'Obrigado, Carla!',
      createdAt: '2026-03-03T00:00:00.000Z',
    });
    await createReview(t.db, seller.id, blank.id, { createdAt: '2026-03-02T00:00:00.000Z' });
    await createReview(t.db, seller.id, secret.id, {
      anonymous: true,
      createdAt: '2026-03-01T00:00:00.000Z',
    });

    const reviews = await callerFor(t).reviews.list({ sellerId: seller.id });
    expect(reviews.map((r) => r.reviewerName)).toEqual(['Carla Dias', 'Usuário', 'Avaliação Anônima']);
    expect(reviews[0]?.response).toBe('Obrigado, Carla!');
    expect(reviews[2]).toMatchObject({ isAnonymous: true, reviewerAvatarUrl: null });
    expect(JSON.stringify(reviews)).not.toContain(secret.id);
    expect(JSON.stringify(reviews)).not.toContain('Nome Secreto');
  });
});
