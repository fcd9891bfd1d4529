import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createCategory, createStore, createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('books.section', () => {
  it('lists only available books, newest first, at most 8 (a home section’s limit)', async () => {
    const seller = await createUser(t.db);
    for (let i = 0; i < 14; i++) await createBook(t.db, seller.id, { title: `Livro ${i}` });
    await createBook(t.db, seller.id, {
      title: 'Vendido',
      status: 'sold',
      createdAt: '2027-01-01T00:00:00.000Z',
    });
    const books = await callerFor(t).books.section({ slug: 'lancamentos' });
    expect(books).toHaveLength(8);
    expect(books.map((b) => b.title)).not.toContain('Vendido');
    expect(books[0]?.title).toBe('Livro 13');
    expect(books[0]?.path).toMatch(/^\/livro\/livro-13-autor-\d+-[0-9a-f-]{36}$/);
    const tooMany = await errorOf(callerFor(t).books.section({ slug: 'lancamentos', limit: 12 }));
    expect(tooMany.code).toBe('BAD_REQUEST');
  });

  it("orders 'populares' by likes", async () => {
    const seller = await createUser(t.db);
    await createBook(t.db, seller.id, { title: 'Pouco', likesCount: 1 });
    await createBook(t.db, seller.id, { title: 'Muito', likesCount: 40 });
    const books = await callerFor(t).books.section({ slug: 'populares' });
    expect(books.map((b) => b.title)).toEqual(['Muito', 'Pouco']);
  });

  it('filters by category slug and ignores inactive categories', async () => {
    const seller = await createUser(t.db);
    const romance = await createCategory(t.db, { slug: 'romance' });
    const hidden = await createCategory(t.db, { slug: 'tecnologia', active: false });
    await createBook(t.db, seller.id, { title: 'Amor', categoryId: romance });
    await createBook(t.db, seller.id, { title: 'Código', categoryId: hidden });
    expect((await callerFor(t).books.section({ slug: 'romance' })).map((b) => b.title)).toEqual(['Amor']);
    expect(await callerFor(t).books.section({ slug: 'tecnologia' })).toEqual([]);
  });

  it('refuses a malformed slug with a pt-BR message', async () => {
    await expect(callerFor(t).books.section({ slug: "x'; drop table books" })).rejects.toThrow(
      'Seção inválida.',
    );
  });
});

describe('books.list', () => {
  it('pages with a cursor without repeating or skipping books', async () => {
    const seller = await createUser(t.db);
    for (let i = 0; i < 7; i++) await createBook(t.db, seller.id);
    const caller = callerFor(t);
    const first = await caller.books.list({ limit: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.nextCursor).not.toBeNull();
    const second = await caller.books.list({ limit: 5, cursor: first.nextCursor });
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((b) => b.id);
    expect(new Set(ids).size).toBe(7);
  });
});

describe('books.bySlug', () => {
  it('finds a book by its SEO slug, by a bare UUID, and returns the canonical path', async () => {
    const seller = await createUser(t.db, { name: 'Ana Souza' });
    const id = await createBook(t.db, seller.id, { title: 'Dom Casmurro', author: 'Machado de Assis' });
    const caller = callerFor(t);
    const bySeo = await caller.books.bySlug({ slug: `dom-casmurro-machado-de-assis-${id}` });
    expect(bySeo.book.title).toBe('Dom Casmurro');
    expect(bySeo.canonicalPath).toBe(`/livro/dom-casmurro-machado-de-assis-${id}`);
    expect(bySeo.book.seller.name).toBe('Ana Souza');
    expect(bySeo.book.seller.rating).toBeNull();
    const byOldSlug = await caller.books.bySlug({ slug: `titulo-antigo-${id}` });
    expect(byOldSlug.canonicalPath).toBe(bySeo.canonicalPath);
    expect((await caller.books.bySlug({ slug: id })).book.id).toBe(id);
  });

  it("answers 'Livro não encontrado' for unknown ids and slugs without an id", async () => {
    const caller = callerFor(t);
    await expect(caller.books.bySlug({ slug: 'sem-id' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Livro não encontrado',
    });
    await expect(caller.books.bySlug({ slug: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject(
      { code: 'NOT_FOUND' },
    );
  });

  it('shows a hidden book only to its seller and admins', async () => {
    const seller = await createUser(t.db);
    const other = await createUser(t.db);
    const admin = await createUser(t.db, { admin: true });
    const id = await createBook(t.db, seller.id, { status: 'hidden' });
    await expect(callerFor(t).books.byId({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(callerFor(t, other).books.byId({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await callerFor(t, seller).books.byId({ id })).status).toBe('hidden');
    expect((await callerFor(t, admin).books.byId({ id })).status).toBe('hidden');
  });

  it('shows a sold book to everyone as not available', async () => {
    const seller = await createUser(t.db);
    const id = await createBook(t.db, seller.id, { status: 'sold' });
    const book = await callerFor(t).books.byId({ id });
    expect(book.available).toBe(false);
    expect(book.status).toBe('sold');
  });

  it('refuses a malformed id with a pt-BR message', async () => {
    await expect(callerFor(t).books.byId({ id: 'nope' })).rejects.toThrow('Livro inválido.');
  });
});

describe('books.related', () => {
  it('returns up to 6 listed books sharing author, category or city, never the book itself', async () => {
    const seller = await createUser(t.db);
    const romance = await createCategory(t.db, { slug: 'romance' });
    const id = await createBook(t.db, seller.id, { author: 'Jorge Amado', categoryId: romance });
    await t.db.updateTable('books').set({ location: 'Salvador - BA' }).where('id', '=', id).execute();
    const sameAuthor = await createBook(t.db, seller.id, { author: 'Jorge Amado' });
    for (let i = 0; i < 6; i++) await createBook(t.db, seller.id, { categoryId: romance });
    await createBook(t.db, seller.id, { author: 'Jorge Amado', status: 'sold' });
    const unrelated = await createBook(t.db, seller.id, { author: 'Outro' });
    await t.db.updateTable('books').set({ location: 'Recife - PE' }).where('id', '=', unrelated).execute();
    const related = await callerFor(t).books.related({ id });
    expect(related).toHaveLength(6);
    expect(related[0]?.id).toBe(sameAuthor);
    expect(related.map((b) => b.id)).not.toContain(id);
    expect(related.map((b) => b.id)).not.toContain(unrelated);
  });
});

describe('books.related order', () => {
  it('puts the same author first, then category and city books mixed newest first', async () => {
    const seller = await createUser(t.db);
    const romance = await createCategory(t.db, { slug: 'romance' });
    const at = (day: number) => new Date(Date.UTC(2026, 5, day)).toISOString();
    const inCity = async (id: string, city: string) =>
      t.db.updateTable('books').set({ location: city }).where('id', '=', id).execute();
    const id = await createBook(t.db, seller.id, {
      author: 'Jorge Amado',
      categoryId: romance,
      createdAt: at(1),
    });
    await inCity(id, 'Salvador - BA');
    const oldAuthor = await createBook(t.db, seller.id, { author: 'Jorge Amado', createdAt: at(2) });
    await inCity(oldAuthor, 'Recife - PE');
    const category10 = await createBook(t.db, seller.id, { categoryId: romance, createdAt: at(10) });
    const city12 = await createBook(t.db, seller.id, { createdAt: at(12) });
    await inCity(city12, 'Salvador - BA');
    const both11 = await createBook(t.db, seller.id, { categoryId: romance, createdAt: at(11) });
    await inCity(both11, 'Salvador - BA');
    const category3 = await createBook(t.db, seller.id, { categoryId: romance, createdAt: at(3) });
    await createBook(t.db, seller.id, { createdAt: at(20) });
    const related = await callerFor(t).books.related({ id });
    expect(related.map((b) => b.id)).toEqual([oldAuthor, city12, both11, category10, category3]);
  });
});

describe('browse lists', () => {
  it('lists by author, publisher and language, sorted as asked', async () => {
    const seller = await createUser(t.db);
    const a = await createBook(t.db, seller.id, {
      author: 'Clarice Lispector',
      title: 'B',
      priceCents: 5000,
    });
    const b = await createBook(t.db, seller.id, {
      author: 'Clarice Lispector',
      title: 'a',
      priceCents: 1000,
    });
    await createBook(t.db, seller.id, { author: 'Outra Pessoa' });
    await t.db
      .updateTable('books')
      .set({ publisher: 'Rocco', publisher_slug: 'rocco', language: 'en' })
      .where('id', 'in', [a, b])
      .execute();
    const caller = callerFor(t);
    expect(
      (await caller.books.byAuthor({ slug: 'clarice-lispector', sort: 'price-low' })).items.map((x) => x.id),
    ).toEqual([b, a]);
    expect(
      (await caller.books.byAuthor({ slug: 'clarice-lispector', sort: 'title' })).items.map((x) => x.id),
    ).toEqual([b, a]);
    expect(
      (await caller.books.byPublisher({ slug: 'rocco', sort: 'price-high' })).items.map((x) => x.id),
    ).toEqual([a, b]);
    expect((await caller.books.byLanguage({ language: 'EN' })).items).toHaveLength(2);
    expect((await caller.books.byAuthor({ slug: 'ninguem' })).items).toEqual([]);
    expect((await caller.books.byAuthor({ slug: 'clarice-lispector' })).name).toBe('Clarice Lispector');
    expect((await caller.books.byPublisher({ slug: 'rocco' })).name).toBe('Rocco');
    expect((await caller.books.byPublisher({ slug: 'ninguem' })).name).toBeNull();
    await expect(caller.books.byAuthor({ slug: 'x', sort: 'random' as 'title' })).rejects.toThrow(
      'Ordenação inválida.',
    );
  });

  it('pages a category with an offset cursor', async () => {
    const seller = await createUser(t.db);
    const cat = await createCategory(t.db, { slug: 'historia' });
    for (let i = 0; i < 5; i++) await createBook(t.db, seller.id, { categoryId: cat });
    const caller = callerFor(t);
    const first = await caller.books.byCategory({ slug: 'historia', limit: 3 });
    const second = await caller.books.byCategory({ slug: 'historia', limit: 3, cursor: first.nextCursor });
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((x) => x.id)).size).toBe(5);
  });

  it('counts listed books per author, publisher and active store', async () => {
    const seller = await createUser(t.db, { username: 'sebo' });
    await createStore(t.db, seller.id, { name: 'Sebo Central', description: null });
    await createBook(t.db, seller.id, { author: 'Cecília Meireles' });
    await createBook(t.db, seller.id, { author: 'Cecília Meireles' });
    await createBook(t.db, seller.id, { author: 'Cecília Meireles', status: 'sold' });
    const caller = callerFor(t);
    const authors = await caller.books.authors({});
    expect(authors.items[0]).toEqual({ name: 'Cecília Meireles', slug: 'cecilia-meireles', count: 2 });
    const stores = await caller.stores.list({});
    expect(stores.items).toHaveLength(1);
    expect(stores.items[0]).toMatchObject({ storeName: 'Sebo Central', username: 'sebo', booksCount: 2 });
    expect((await caller.books.publishers({})).items).toEqual([]);
  });
});
