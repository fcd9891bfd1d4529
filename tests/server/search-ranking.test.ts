import { describe, expect, it } from 'vitest';
import { createBook } from '../helpers/factories.ts';
import { searchWorld } from '../helpers/search-world.ts';

// 'Mais relevantes' (docs/product/search.md#ranking): the rules, the works and their copies, the pool.

const w = searchWorld();
const { book, search, titles } = w;

describe('search.books ranks by the rules', () => {
  it('puts the exact title first for a typed query, however new its neighbours', async () => {
    await book({ title: 'Uma Promessa na Viagem', createdAt: '2026-01-01T00:00:00.000Z' });
    await book({ title: 'Uma Promessa no Inverno', createdAt: '2026-03-01T00:00:00.000Z' });
    expect((await titles({ q: 'uma promessa na viagem' }))[0]).toBe('Uma Promessa na Viagem');
  });

  it('ranks by the rules: the title as typed, then title and author before other fields, equal books in listing order', async () => {
    const docs = [
      { title: 'O Alienista', author: 'Machado de Assis', genre: 'Romance' },
      { title: 'Alien', author: 'Alan Dean Foster', genre: 'Ficção Científica' },
      { title: 'Os Aliens', author: 'Fulano de Tal', genre: 'Humor' },
      { title: 'Aliança', author: 'Ciclano', genre: 'Romance' },
      { title: 'Quincas Borba', author: 'Machado de Assis', genre: 'Romance' },
      { title: 'Marcas', author: 'Maria Alves', genre: 'Crônica', description: 'Um romance de estreia.' },
      { title: 'Romance de Inverno', author: 'Beltrano', genre: 'Poesia' },
      { title: 'Ro', author: 'Alguém', genre: 'Poesia' },
    ];
    for (const d of docs) await book(d);
    // The whole title as typed, then titles the word begins.
    expect(await titles({ q: 'alien' })).toEqual(['Alien', 'O Alienista', 'Os Aliens']);
    // In a title, then a genre, then a description.
    expect(await titles({ q: 'romance' })).toEqual([
      'Romance de Inverno',
      'O Alienista',
      'Aliança',
      'Quincas Borba',
      'Marcas',
    ]);
    expect(await titles({ q: 'machado assis' })).toEqual(['O Alienista', 'Quincas Borba']);
    // A typo ranks after the word as typed; both are found.
    expect(await titles({ q: 'aliens' })).toEqual(['Os Aliens', 'Alien']);
    // Two letters begin a word of a title, an author, a genre or a seller, on both engines alike:
    // 'ma' is not found inside 'Romance'.
    expect(await titles({ q: 'ma' })).toEqual(['Marcas', 'O Alienista', 'Quincas Borba']);
  });

  it("puts an author's surname before the rest of a name, and words of the title side by side first", async () => {
    await book({ title: 'Padrões de Projeto em Node', author: 'Martin Fowler' });
    await book({ title: 'Aprendendo Node', author: 'Robert C. Martin' });
    expect(await titles({ q: 'node martin' })).toEqual(['Aprendendo Node', 'Padrões de Projeto em Node']);
    // An author's whole name before its words spread over a title and another name.
    await book({ title: 'El Jardín de Buenos Aires', author: 'Eduardo Galeano' });
    await book({ title: 'Roma Antiga', author: 'Eduardo Bueno' });
    expect(await titles({ q: 'eduardo bueno' })).toEqual(['Roma Antiga', 'El Jardín de Buenos Aires']);
    await book({ title: 'Sombra da Noite Secreta', author: 'Ana Lima' });
    await book({ title: 'A Noite Secreta', author: 'Ana Lima' });
    expect((await titles({ q: 'noite secreta' }))[0]).toBe('A Noite Secreta');
    await book({ title: 'Secreta e a Noite', author: 'Ana Lima' });
    // Side by side and in order, then apart; equal books in listing order.
    expect(await titles({ q: 'noite secreta lima' })).toEqual([
      'Sombra da Noite Secreta',
      'A Noite Secreta',
      'Secreta e a Noite',
    ]);
  });

  it('puts a book by the author named before one they only co-wrote (failed before: listing order won)', async () => {
    await book({ title: 'Marketing Digital', author: 'Jim Collins', coauthors: ['Ana Correia'] });
    await book({ title: 'Marketing Rural', author: 'Bernardo Correia' });
    expect(await titles({ q: 'marketing correia' })).toEqual(['Marketing Rural', 'Marketing Digital']);
  });

  it('among equal books, puts the work more sellers hold first (failed before: listing order won)', async () => {
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    await book({ title: 'Lições do Futebol', author: 'Heitor Costa', createdAt: at(0) });
    for (let i = 1; i <= 3; i++)
      await book({ title: 'Futebol para Todos', author: 'Valentina Costa', createdAt: at(i) });
    const page = await search({ q: 'futebol costa' });
    expect(page.items.map((b) => [b.title, b.copies])).toEqual([
      ['Futebol para Todos', 3],
      ['Lições do Futebol', 1],
    ]);
  });

  it('lists each work once, where its best copy stands, with its copies and lowest price under the filters', async () => {
    const copy = (priceCents: number, i: number, author = 'Itamar Vieira Junior') =>
      book({
        title: 'Torto Arado',
        author,
        priceCents,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      });
    const first = await copy(3000, 0);
    await copy(2000, 1);
    const cheapest = await copy(1200, 2);
    const other = await copy(1500, 3, 'Outro Autor');
    const works = async (input: Record<string, unknown>) =>
      (await search({ q: 'torto arado', ...input })).items.map((b) => [b.id, b.copies, b.fromCents]);
    // Four copies, two works: 'N livros' counts the copies.
    expect((await search({ q: 'torto arado' })).total).toBe(4);
    expect(await works({})).toEqual([
      [first, 3, 1200],
      [other, 1, 1500],
    ]);
    // 'Menor preço': each work by its cheapest copy.
    expect(await works({ sort: 'price-low' })).toEqual([
      [cheapest, 3, 1200],
      [other, 1, 1500],
    ]);
    // A price filter keeps a work with a copy in range, counting only those copies.
    expect(await works({ minPrice: 18, maxPrice: 25 })).toEqual([[expect.any(String), 1, 2000]]);
  });

  it('shows one edition of each book before a second among equal results (another ISBN is another work)', async () => {
    const edition = (author: string, i: number, isbn: string) =>
      createBook(w.t.db, w.seller.id, {
        title: 'Vidas Secas',
        author,
        isbn,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      });
    const first = await edition('Graciliano Ramos', 0, '9788501000001');
    const second = await edition('Graciliano Ramos', 1, '9788501000002');
    const other = await edition('Outro Autor', 2, '9788501000003');
    expect((await search({ q: 'vidas secas' })).items.map((b) => b.id)).toEqual([first, other, second]);
  });

  it('takes a two-letter last word as the word being typed, among more titles than the pool holds', async () => {
    // More titles holding every longer word than the pool the rules rank (200), listed first.
    for (let i = 0; i < 250; i++) await book({ title: `Uma Breve História da Idade ${i}` });
    await book({ title: 'Uma Breve História da Evolução' });
    expect((await titles({ q: 'uma breve historia da ev' }))[0]).toBe('Uma Breve História da Evolução');
    // It does not narrow the result set.
    expect((await search({ q: 'uma breve historia da ev' })).total).toBe(251);
  });

  it('keeps ten copies of hundreds in listing order, past the pool the rules rank', async () => {
    const ids: string[] = [];
    // More copies than the pool (200): the first ten listed come first on both engines.
    for (let i = 0; i < 300; i++)
      ids.push(
        await book({
          title: `Volume ${i}`,
          author: 'Carla Madeira',
          description: i % 2 ? 'Madeira na capa.' : null,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        }),
      );
    for (const q of ['carla madira', 'madeira']) {
      const page = await search({ q, limit: 10 });
      expect(page.total, q).toBe(300);
      expect(
        page.items.map((b) => b.id),
        q,
      ).toEqual(ids.slice(0, 10));
    }
  });
});
