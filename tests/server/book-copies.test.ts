import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createStore, createUser } from '../helpers/factories.ts';
import { refusalOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

const work = { title: 'Dom Casmurro', author: 'Machado de Assis' };
const at = (day: number) => new Date(Date.UTC(2026, 5, day)).toISOString();

describe('books.copies', () => {
  it('lists the other listed copies of the work by price, then condition, then newest', async () => {
    const seller = await createUser(t.db, { name: 'Ana' });
    const id = await createBook(t.db, seller.id, { ...work, priceCents: 1000 });
    const cheap = await createBook(t.db, seller.id, {
      ...work,
      priceCents: 1500,
      condition: 'usado_aceitavel',
    });
    const sameNovo = await createBook(t.db, seller.id, { ...work, priceCents: 2000, condition: 'novo' });
    const sameBomOld = await createBook(t.db, seller.id, {
      ...work,
      priceCents: 2000,
      condition: 'usado_bom',
      createdAt: at(1),
    });
    const sameBomNew = await createBook(t.db, seller.id, {
      ...work,
      priceCents: 2000,
      condition: 'usado_bom',
      createdAt: at(9),
    });
    const dear = await createBook(t.db, seller.id, { ...work, priceCents: 9000, condition: 'novo' });
    const copies = await callerFor(t).books.copies({ id });
    expect(copies.map((c) => c.id)).toEqual([cheap, sameNovo, sameBomNew, sameBomOld, dear]);
    expect(copies[0]).toMatchObject({
      title: 'Dom Casmurro',
      priceCents: 1500,
      condition: 'usado_aceitavel',
      photo: null,
      seller: { name: 'Ana' },
    });
    expect(copies[0]?.path).toMatch(new RegExp(`^/livro/dom-casmurro-machado-de-assis-${cheap}$`));
  });

  it('leaves out the book itself, sold, reserved, hidden and removed copies and other works', async () => {
    const seller = await createUser(t.db);
    const id = await createBook(t.db, seller.id, work);
    for (const status of ['sold', 'reserved', 'hidden', 'removed'] as const)
      await createBook(t.db, seller.id, { ...work, status });
    await createBook(t.db, seller.id, { title: 'Memórias Póstumas de Brás Cubas', author: work.author });
    await createBook(t.db, seller.id, { title: work.title, author: 'Outro Autor' });
    const unavailable = await createBook(t.db, seller.id, work);
    await t.db.updateTable('books').set({ availability: 0 }).where('id', '=', unavailable).execute();
    expect(await callerFor(t).books.copies({ id })).toEqual([]);
  });

  it('matches copies by ISBN whatever their titles, and names an open store and the seller’s city', async () => {
    const ana = await createUser(t.db, { name: 'Ana' });
    const sebo = await createUser(t.db, { name: 'Bruno' });
    await createStore(t.db, sebo.id, { name: 'Sebo do Bruno' });
    await t.db
      .updateTable('profiles')
      .set({ location: 'Recife - PE' })
      .where('user_id', '=', sebo.id)
      .execute();
    const id = await createBook(t.db, ana.id, { title: 'Dom Casmurro', isbn: '9788535910663' });
    const other = await createBook(t.db, sebo.id, {
      title: 'Dom Casmurro (edição de bolso)',
      isbn: '978-85-359-1066-3',
      photos: ['/uploads/capa.webp'],
    });
    const copies = await callerFor(t).books.copies({ id });
    expect(copies).toEqual([
      expect.objectContaining({
        id: other,
        photo: '/uploads/capa.webp',
        seller: { name: 'Sebo do Bruno', city: 'Recife - PE' },
      }),
    ]);
  });

  it('answers none for a book without a work key', async () => {
    const seller = await createUser(t.db);
    const id = await createBook(t.db, seller.id, work);
    const twin = await createBook(t.db, seller.id, work);
    await t.db.updateTable('books').set({ work_key: null }).where('id', 'in', [id, twin]).execute();
    expect(await callerFor(t).books.copies({ id })).toEqual([]);
  });

  it('answers at most 20 copies', async () => {
    const seller = await createUser(t.db);
    const id = await createBook(t.db, seller.id, work);
    for (let i = 0; i < 22; i++) await createBook(t.db, seller.id, work);
    expect(await callerFor(t).books.copies({ id })).toHaveLength(20);
  });

  it('refuses an unknown id, a malformed id and a hidden book to a stranger as the book page does', async () => {
    const seller = await createUser(t.db);
    const stranger = await createUser(t.db);
    expect(await refusalOf(callerFor(t).books.copies({ id: randomUUID() }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Livro não encontrado',
    });
    expect((await refusalOf(callerFor(t).books.copies({ id: 'nada' }))).code).toBe('BAD_REQUEST');
    const hidden = await createBook(t.db, seller.id, { ...work, status: 'hidden' });
    await createBook(t.db, seller.id, work);
    expect(await refusalOf(callerFor(t, stranger).books.copies({ id: hidden }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Livro não encontrado',
    });
    expect(await refusalOf(callerFor(t).books.copies({ id: hidden }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await callerFor(t, seller).books.copies({ id: hidden })).toHaveLength(1);
  });
});
