import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createCategory, createUser } from '../helpers/factories.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('books.section', () => {
  it('lists only available books, newest first, at most 12', async () => {
    const seller = await createUser(t.db);
    for (let i = 0; i < 14; i++) await createBook(t.db, seller.id, { title: `Livro ${i}` });
    await createBook(t.db, seller.id, {
      title: 'Vendido',
      status: 'sold',
      createdAt: '2027-01-01T00:00:00.000Z',
    });
    const books = await callerFor(t).books.section({ slug: 'lancamentos' });
    expect(books).toHaveLength(12);
    expect(books.map((b) => b.title)).not.toContain('Vendido');
    expect(books[0]?.title).toBe('Livro 13');
    expect(books[0]?.path).toMatch(/^\/livro\/livro-13-autor-\d+-[0-9a-f-]{36}$/);
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
