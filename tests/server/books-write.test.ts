import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { insertBook } from '../../server/listings/listings.ts';
import { bookCreateInput } from '../../shared/schemas/books.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createBook, createCategory, createUser, eligibleSellerDb } from '../helpers/factories.ts';
import { refusalOf } from '../helpers/trpc.ts';

let t: TestDb;
let seller: SessionUser;
beforeEach(async () => {
  ({ t, seller } = await eligibleSellerDb());
});
afterEach(() => t.close());

const valid = {
  title: 'Grande Sertão: Veredas',
  author: 'João Guimarães Rosa',
  price: '39,90',
  condition: 'usado_bom' as const,
};

async function stored(id: string) {
  return t.db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('books.create', () => {
  it('creates an available book from a valid form and answers its SEO path', async () => {
    const { id, path } = await callerFor(t, seller).books.create(valid);
    expect(path).toBe(`/livro/grande-sertao-veredas-joao-guimaraes-rosa-${id}`);
    const row = await stored(id);
    expect(row).toMatchObject({
      status: 'available',
      availability: 1,
      price_cents: 3990,
      language: 'pt',
      user_id: seller.id,
    });
    expect(JSON.parse(row.photos)).toEqual([]);
    const lancamentos = await callerFor(t).books.section({ slug: 'lancamentos' });
    expect(lancamentos[0]?.id).toBe(id);
  });

  it("names every missing required field in one 'Campos obrigatórios faltando: ' message", async () => {
    await expect(callerFor(t, seller).books.create({})).rejects.toThrow(
      'Campos obrigatórios faltando: título, autor, preço, condição',
    );
    await expect(callerFor(t, seller).books.create({ ...valid, title: '   ', price: '' })).rejects.toThrow(
      'Campos obrigatórios faltando: título, preço',
    );
    expect(await t.db.selectFrom('books').select('id').execute()).toEqual([]);
  });

  it('trims text, drops empty authors, uses the first author as main, cleans the ISBN', async () => {
    const { id } = await callerFor(t, seller).books.create({
      ...valid,
      title: '  Sagarana  ',
      author: 'ignorado',
      authors: ['  ', ' João Guimarães Rosa ', 'Paulo Rónai '],
      publisher: '  Nova Fronteira ',
      description: '  Contos.  ',
      isbn: '978-85-209 -2339-9',
    });
    const row = await stored(id);
    expect(row.title).toBe('Sagarana');
    expect(row.author).toBe('João Guimarães Rosa');
    expect(JSON.parse(row.authors)).toEqual(['João Guimarães Rosa', 'Paulo Rónai']);
    expect(row.author_slug).toBe('joao-guimaraes-rosa');
    expect(row.publisher).toBe('Nova Fronteira');
    expect(row.publisher_slug).toBe('nova-fronteira');
    expect(row.description).toBe('Contos.');
    expect(row.isbn).toBe('9788520923399');
  });

  it('uses the single author when no list is given', async () => {
    const { id } = await callerFor(t, seller).books.create({ ...valid, author: '  Rachel de Queiroz ' });
    expect(JSON.parse((await stored(id)).authors)).toEqual(['Rachel de Queiroz']);
  });

  it('converts the price to a number and refuses negative or non-numeric prices', async () => {
    const caller = callerFor(t, seller);
    expect((await stored((await caller.books.create({ ...valid, price: 12.5 })).id)).price_cents).toBe(1250);
    expect((await stored((await caller.books.create({ ...valid, price: '1.234,56' })).id)).price_cents).toBe(
      123456,
    );
    await expect(caller.books.create({ ...valid, price: -1 })).rejects.toThrow(
      'O preço não pode ser negativo.',
    );
    await expect(caller.books.create({ ...valid, price: 'doze' })).rejects.toThrow('Preço inválido.');
  });

  it('falls back for the location: typed, then profile, then address city - UF, then Não informado', async () => {
    const caller = callerFor(t, seller);
    /** What the add-book form starts from, and what a book saved without a location gets. */
    const defaults = async () => ({
      form: (await caller.books.defaultLocation()).location,
      saved: (await stored((await caller.books.create(valid)).id)).location,
    });
    expect(
      (await stored((await caller.books.create({ ...valid, location: 'Ouro Preto - MG' })).id)).location,
    ).toBe('Ouro Preto - MG');
    expect(await defaults()).toEqual({ form: 'São Paulo - SP', saved: 'São Paulo - SP' });
    await t.db
      .updateTable('profiles')
      .set({ location: 'Campinas - SP' })
      .where('user_id', '=', seller.id)
      .execute();
    expect(await defaults()).toEqual({ form: 'Campinas - SP', saved: 'Campinas - SP' });
    await t.db.updateTable('profiles').set({ location: null }).where('user_id', '=', seller.id).execute();
    await t.db.deleteFrom('user_addresses').where('user_id', '=', seller.id).execute();
    // Without an address the seller is no longer eligible; the fallback itself is what is tested.
    expect(await caller.books.defaultLocation()).toEqual({ location: null });
    const { resolveLocation } = await import('../../server/listings/listings.ts');
    expect(await resolveLocation(t.db, seller.id, undefined)).toBe('Não informado');
  });

  it('sets the category and its name as genre; refuses an unknown category', async () => {
    await createCategory(t.db, { slug: 'literatura-classica', name: 'Literatura Clássica' });
    const { id } = await callerFor(t, seller).books.create({ ...valid, categorySlug: 'literatura-classica' });
    expect((await stored(id)).genre).toBe('Literatura Clássica');
    await expect(
      callerFor(t, seller).books.create({ ...valid, categorySlug: 'inexistente' }),
    ).rejects.toThrow('Categoria inválida.');
  });

  it('accepts only photos this server stored, at most 8', async () => {
    const caller = callerFor(t, seller);
    await expect(caller.books.create({ ...valid, photos: ['https://evil.example/x.jpg'] })).rejects.toThrow(
      'Foto inválida.',
    );
    await expect(
      caller.books.create({ ...valid, photos: Array(9).fill('/images/books/a.webp') }),
    ).rejects.toThrow('No máximo 8 fotos.');
  });

  it('refuses visitors (UNAUTHORIZED) and users who are not eligible sellers (FORBIDDEN)', async () => {
    await expect(callerFor(t).books.create(valid)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Usuário não autenticado',
    });
    const reader = await createUser(t.db);
    await expect(callerFor(t, reader).books.create(valid)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.db.selectFrom('books').select('id').execute()).toEqual([]);
  });
});

describe('books.update, remove and markSold', () => {
  it('lets the owner edit, and refuses blanking a required field', async () => {
    const id = await createBook(t.db, seller.id, { title: 'Antigo' });
    const caller = callerFor(t, seller);
    expect(await caller.books.update({ id, changes: { title: ' Novo título ', price: '10' } })).toEqual({
      message: 'Livro atualizado com sucesso.',
    });
    expect(await stored(id)).toMatchObject({ title: 'Novo título', price_cents: 1000 });
    await expect(caller.books.update({ id, changes: { title: '' } })).rejects.toThrow(
      'Campos obrigatórios faltando: título',
    );
  });

  it("changes nothing when another user updates, removes or marks someone else's book", async () => {
    const id = await createBook(t.db, seller.id, { title: 'Meu' });
    const intruder = callerFor(t, await createUser(t.db));
    await expect(intruder.books.update({ id, changes: { title: 'Roubado' } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Erro ao atualizar livro.',
    });
    await expect(intruder.books.remove({ id })).rejects.toMatchObject({ message: 'Erro ao remover livro.' });
    await expect(intruder.books.markSold({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await stored(id)).toMatchObject({ title: 'Meu', status: 'available' });
  });

  it('removes an own book, and keeps one that is part of an order as removed', async () => {
    const caller = callerFor(t, seller);
    const loose = await createBook(t.db, seller.id);
    expect(await caller.books.remove({ id: loose })).toEqual({ message: 'Livro removido com sucesso.' });
    expect(
      await t.db.selectFrom('books').select('id').where('id', '=', loose).executeTakeFirst(),
    ).toBeUndefined();

    const sold = await createBook(t.db, seller.id, { status: 'sold' });
    const buyer = await createUser(t.db);
    const now = new Date().toISOString();
    await t.db
      .insertInto('orders')
      .values({
        id: 'o1',
        buyer_id: buyer.id,
        seller_id: seller.id,
        subtotal_cents: 2990,
        shipping_cents: 1200,
        total_cents: 4190,
        tracking_code: null,
        delivery_address: '{}',
        created_at: now,
        updated_at: now,
        status_since: now,
      })
      .execute();
    await t.db
      .insertInto('order_items')
      .values({ id: 'i1', order_id: 'o1', book_id: sold, title: 'x', price_cents: 2990 })
      .execute();
    await caller.books.remove({ id: sold });
    expect((await stored(sold)).status).toBe('removed');
    expect((await caller.books.mine()).map((b) => b.id)).not.toContain(sold);
  });

  it('marks an own book as sold: it leaves the listings and shows in Minha Estante', async () => {
    const id = await createBook(t.db, seller.id);
    const caller = callerFor(t, seller);
    await caller.books.markSold({ id });
    expect(await callerFor(t).books.section({ slug: 'lancamentos' })).toEqual([]);
    expect((await caller.books.mine()).find((b) => b.id === id)?.status).toBe('sold');
    await expect(caller.books.markSold({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('books.update clearing optional fields', () => {
  it('clears a field sent empty or null and keeps one left out', async () => {
    const caller = callerFor(t, seller);
    const { id } = await caller.books.create({
      ...valid,
      publisher: 'Companhia das Letras',
      description: 'Um clássico.',
      year: 1956,
      pages: 600,
      coverType: 'brochura',
    });
    await caller.books.update({
      id,
      changes: { publisher: '', description: null, year: null, pages: null, coverType: null },
    });
    expect(await stored(id)).toMatchObject({
      publisher: null,
      publisher_slug: null,
      description: null,
      year: null,
      pages: null,
      cover_type: null,
      title: valid.title,
    });
    await caller.books.update({ id, changes: { edition: '2ª edição' } });
    expect((await stored(id)).edition).toBe('2ª edição');
    expect((await stored(id)).title).toBe(valid.title);
  });
});

// A failed save of a new book is worded by the server, 'Erro ao salvar livro: ' and the reason
// (docs/product/selling.md#errors); the add-book page shows what the server says.
describe('a new book refused', () => {
  it("by a listing rule says 'Erro ao salvar livro: ' and the reason, and saves nothing", async () => {
    const refused = await refusalOf(callerFor(t, seller).books.create({ ...valid, categorySlug: 'sumiu' }));
    expect(refused).toEqual({
      code: 'BAD_REQUEST',
      title: null,
      message: 'Erro ao salvar livro: Categoria inválida.',
    });
    expect(await t.db.selectFrom('books').select('id').execute()).toEqual([]);
  });

  it('by the database is worded the same way, as an internal error, on either engine', async () => {
    // An account gone meanwhile: the foreign key refuses the row, in SQLite's words or PostgreSQL's.
    const ghost = '00000000-0000-4000-8000-000000000000';
    await expect(insertBook(t.db, ghost, bookCreateInput.parse(valid))).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Erro ao salvar livro: sua conta ou a categoria não existe mais.',
    });
  });

  it('leaves an edit refused by the same rule in its own words (the edit page has its own line)', async () => {
    const id = await createBook(t.db, seller.id);
    expect(
      await refusalOf(callerFor(t, seller).books.update({ id, changes: { categorySlug: 'sumiu' } })),
    ).toEqual({ code: 'BAD_REQUEST', title: null, message: 'Categoria inválida.' });
  });
});
