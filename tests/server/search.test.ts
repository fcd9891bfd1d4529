import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookCondition } from '../../db/schema.ts';
import { defineSearchFunctions } from '../../db/sqlite-functions.ts';
import type { SessionUser } from '../../server/context.ts';
import { normalizeText } from '../../server/search/normalize.ts';
import { callerFor, createTestDb, createTestDbFile, TEST_ENGINE, type TestDb } from '../helpers/db.ts';
import { createBook, createCategory, createUser, makeEligibleSeller } from '../helpers/factories.ts';

/** Tests of SQLite's own machinery, which say nothing of PostgreSQL (docs/decisions/027-search-on-postgresql.md). */
const sqliteOnly = it.skipIf(TEST_ENGINE === 'postgres');

let t: TestDb;
let seller: SessionUser;
beforeEach(async () => {
  t = await createTestDb();
  seller = await createUser(t.db, { name: 'Sebo da Esquina', verified: true });
});
afterEach(() => t.close());

interface BookOpts {
  title: string;
  author?: string;
  coauthors?: string[];
  genre?: string | null;
  description?: string | null;
  publisher?: string | null;
  priceCents?: number;
  condition?: BookCondition;
  categoryId?: number | null;
  createdAt?: string;
  status?: 'available' | 'sold' | 'hidden' | 'removed';
  sellerId?: string;
}

async function book(opts: BookOpts): Promise<string> {
  const id = await createBook(t.db, opts.sellerId ?? seller.id, opts);
  await t.db
    .updateTable('books')
    .set({
      genre: opts.genre ?? null,
      description: opts.description ?? null,
      publisher: opts.publisher ?? null,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

const search = (input: { q: string } & Record<string, unknown>) =>
  callerFor(t).search.books(input as { q: string });
const titles = async (input: { q: string } & Record<string, unknown>) =>
  (await search(input)).items.map((b) => b.title);

describe('search.books', () => {
  it('finds books by title, author, genre, publisher, description and seller name', async () => {
    const other = await createUser(t.db, { name: 'Livraria Tupinambá' });
    await book({ title: 'Dom Casmurro', author: 'Machado de Assis' });
    await book({ title: 'Sagarana', author: 'João Guimarães Rosa', publisher: 'Nova Fronteira' });
    await book({ title: 'Neuromancer', author: 'William Gibson', genre: 'Ficção Científica' });
    await book({ title: 'Caderno', author: 'Fulano', description: 'Raríssimo exemplar autografado.' });
    await book({ title: 'Livro Comum', author: 'Beltrano', sellerId: other.id });

    expect(await titles({ q: 'Dom Casmurro' })).toEqual(['Dom Casmurro']);
    expect(await titles({ q: 'machado' })).toEqual(['Dom Casmurro']);
    expect(await titles({ q: 'nova fronteira' })).toEqual(['Sagarana']);
    expect(await titles({ q: 'cientifica' })).toEqual(['Neuromancer']);
    expect(await titles({ q: 'raríssimo' })).toEqual(['Caderno']);
    expect(await titles({ q: 'tupinamba' })).toEqual(['Livro Comum']);
  });

  it('ignores accents and case in both directions', async () => {
    await book({ title: 'Memórias', author: 'José de Alencar', genre: 'Ficção' });
    await book({ title: 'Outro Livro', author: 'Ana' });
    expect(await titles({ q: 'ficcao' })).toEqual(['Memórias']);
    expect(await titles({ q: 'jose' })).toEqual(['Memórias']);
    expect(await titles({ q: 'JOSÉ DE ALENCAR' })).toEqual(['Memórias']);
    expect(await titles({ q: 'memorías' })).toEqual(['Memórias']);
  });

  it('still finds a book through small typos', async () => {
    await book({ title: 'Dom Casmurro', author: 'Machado de Assis' });
    await book({ title: 'Vidas Secas', author: 'Graciliano Ramos' });
    expect(await titles({ q: 'machdo de assis' })).toEqual(['Dom Casmurro']);
    expect(await titles({ q: 'vidas sceas', sort: 'relevance' })).toEqual(['Vidas Secas']);
    expect(await titles({ q: 'graciliano rmos' })).toEqual(['Vidas Secas']);
  });

  it('gives no results for a blank or one-letter query, and works from two letters', async () => {
    await book({ title: 'Moby Dick', author: 'Herman Melville' });
    await book({ title: 'A Morte de Ivan Ilitch', author: 'Liev Tolstói' });
    await book({ title: 'Sagarana', author: 'Guimarães Rosa' });
    expect(await search({ q: '' })).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      moreThan: false,
      didYouMean: [],
    });
    expect(await search({ q: '    ' })).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      moreThan: false,
      didYouMean: [],
    });
    expect(await search({ q: 'm' })).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      moreThan: false,
      didYouMean: [],
    });
    expect((await titles({ q: 'mo' })).sort()).toEqual(['A Morte de Ivan Ilitch', 'Moby Dick']);
    expect(await titles({ q: 'ro', sort: 'relevance' })).toEqual(['Sagarana']);
  });

  it('filters by condition, an inclusive price range in reais and genre', async () => {
    const romance = await createCategory(t.db, { slug: 'ficcao-cientifica', name: 'Ficção Científica' });
    await book({ title: 'Livro Azul Um', priceCents: 1000, condition: 'novo', genre: 'Romance' });
    await book({ title: 'Livro Azul Dois', priceCents: 2000, condition: 'usado_bom', genre: 'Romance' });
    await book({
      title: 'Livro Azul Três',
      priceCents: 3000,
      condition: 'usado_bom',
      genre: 'Outra coisa',
      categoryId: romance,
    });
    await book({ title: 'Livro Azul Quatro', priceCents: 3001, condition: 'novo', genre: null });

    const q = 'livro azul';
    expect((await titles({ q, condition: 'novo' })).sort()).toEqual(['Livro Azul Quatro', 'Livro Azul Um']);
    expect((await titles({ q, minPrice: 20, maxPrice: 30 })).sort()).toEqual([
      'Livro Azul Dois',
      'Livro Azul Três',
    ]);
    expect(await titles({ q, minPrice: 30.01 })).toEqual(['Livro Azul Quatro']);
    expect(await titles({ q, maxPrice: 10 })).toEqual(['Livro Azul Um']);
    expect((await titles({ q, genre: 'romance' })).sort()).toEqual(['Livro Azul Dois', 'Livro Azul Um']);
    // By category name (accents aside) or slug as well as books.genre.
    expect(await titles({ q, genre: 'Ficcao Cientifica' })).toEqual(['Livro Azul Três']);
    expect(await titles({ q, genre: 'ficcao-cientifica' })).toEqual(['Livro Azul Três']);
    expect(await titles({ q, condition: 'usado_bom', maxPrice: 25 })).toEqual(['Livro Azul Dois']);
    expect((await search({ q, genre: 'romance' })).total).toBe(2);
  });

  it("takes the genre by a category's slug, as the URL gives it, for books of that category or of its name", async () => {
    await createCategory(t.db, { slug: 'ficcao-cientifica', name: 'Ficção Científica' });
    await book({ title: 'Livro Verde Um', genre: 'Ficção científica' });
    await book({ title: 'Livro Verde Dois', genre: 'Romance' });
    expect(await titles({ q: 'livro verde', genre: 'ficcao-cientifica' })).toEqual(['Livro Verde Um']);
  });

  it('refuses bad filters with pt-BR messages', async () => {
    await expect(search({ q: 'x', minPrice: 50, maxPrice: 10 })).rejects.toThrow(
      'O preço mínimo não pode ser maior que o preço máximo.',
    );
    await expect(search({ q: 'x', minPrice: -1 })).rejects.toThrow('O preço mínimo não pode ser negativo.');
    await expect(search({ q: 'x', sort: 'cheapest' })).rejects.toThrow('Ordenação inválida.');
    await expect(search({ q: 'x', condition: 'quase novo' })).rejects.toThrow('Condição inválida.');
    await expect(search({ q: 'a'.repeat(201) })).rejects.toThrow(
      'A busca pode ter no máximo 200 caracteres.',
    );
    await expect(search({ q: 'abc', limit: 51 })).rejects.toThrow('O limite máximo é 50.');
  });

  it('sorts by relevance (default), newest, price both ways', async () => {
    await book({ title: 'Contos de Machado', priceCents: 5000, createdAt: '2026-03-01T00:00:00.000Z' });
    await book({ title: 'Machado', priceCents: 1000, createdAt: '2026-01-01T00:00:00.000Z' });
    await book({
      title: 'Biografia',
      author: 'Sobre Machado',
      priceCents: 3000,
      createdAt: '2026-02-01T00:00:00.000Z',
    });
    const q = 'machado';
    expect(await titles({ q, sort: 'newest' })).toEqual(['Contos de Machado', 'Biografia', 'Machado']);
    expect(await titles({ q, sort: 'price-low' })).toEqual(['Machado', 'Biografia', 'Contos de Machado']);
    expect(await titles({ q, sort: 'price-high' })).toEqual(['Contos de Machado', 'Biografia', 'Machado']);
    // fuse.js's order: the whole title equal to the query first, a match near the start next.
    expect(await titles({ q, sort: 'relevance' })).toEqual(['Machado', 'Contos de Machado', 'Biografia']);
    expect(await titles({ q })).toEqual(['Machado', 'Contos de Machado', 'Biografia']);
  });

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
      createBook(t.db, seller.id, {
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

  it("offers the closest catalogue words when nothing is found ('Você quis dizer'), only if they find books", async () => {
    await book({ title: 'Dom Casmurro', author: 'Machado de Assis', priceCents: 2500 });
    await book({ title: 'Vidas Secas', author: 'Graciliano Ramos', priceCents: 3000 });
    // One typo in eight letters is found; two are only offered.
    expect((await search({ q: 'dom casmuro' })).didYouMean).toEqual([]);
    expect(await titles({ q: 'dom casmuro' })).toEqual(['Dom Casmurro']);
    const none = await search({ q: 'dom kasmuro' });
    expect(none.total).toBe(0);
    expect(none.didYouMean).toEqual(['dom casmurro']);
    expect((await search({ q: 'vydaz sekaz' })).didYouMean).toEqual(['vidas secas']);
    // Under the same filters: a correction that finds nothing there is not offered.
    expect((await search({ q: 'dom kasmuro', maxPrice: 20 })).didYouMean).toEqual([]);
    // Words far from every catalogue word, a later page, and an ISBN get none.
    expect((await search({ q: 'xyzzy plugh' })).didYouMean).toEqual([]);
    expect((await search({ q: '978-85-359-0277-1' })).didYouMean).toEqual([]);
  });

  it("splits words at punctuation on both engines: 'node' finds 'Node.js', 'mail' finds 'E-mail'", async () => {
    await book({ title: 'Aprendendo Node.js', author: 'Robert C. Martin' });
    await book({ title: 'E-mail Marketing', author: 'Ana Lima' });
    expect(await titles({ q: 'node martin' })).toEqual(['Aprendendo Node.js']);
    expect(await titles({ q: 'js' })).toEqual(['Aprendendo Node.js']);
    expect(await titles({ q: 'mail' })).toEqual(['E-mail Marketing']);
  });

  it('finds the copies of an ISBN-13 or ISBN-10, with or without hyphens, and nothing for a bad check digit', async () => {
    const id = await createBook(t.db, seller.id, { title: 'Dom Casmurro', isbn: '9788535902778' });
    await book({ title: 'Outro Livro' });
    for (const q of [
      '9788535902778',
      '978-85-359-0277-8',
      '978 85 359 0277 8',
      '8535902775',
      '85-359-0277-5',
    ])
      expect(
        (await search({ q })).items.map((b) => b.id),
        q,
      ).toEqual([id]);
    expect((await search({ q: '9788535902779' })).items).toEqual([]);
    expect((await search({ q: '978-85-359-0277-8', minPrice: 1000 })).items).toEqual([]);
  });

  it('pages with a cursor over every match and reports the total', async () => {
    for (let i = 0; i < 30; i++)
      await book({
        title: `Coleção Vagalume ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      });
    const first = await search({ q: 'vagalume', sort: 'newest', limit: 24 });
    expect(first.items).toHaveLength(24);
    expect(first.total).toBe(30);
    expect(first.items[0]?.title).toBe('Coleção Vagalume 29');
    expect(first.nextCursor).not.toBeNull();
    const second = await search({ q: 'vagalume', sort: 'newest', limit: 24, cursor: first.nextCursor });
    expect(second.items).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items].map((b) => b.id);
    expect(new Set(all).size).toBe(30);
    // Cards carry what the book card shows.
    expect(first.items[0]).toMatchObject({ seller: { id: seller.id, name: 'Sebo da Esquina' } });
    expect(first.items[0]?.path).toMatch(/^\/livro\/colecao-vagalume-29-/);
  });

  it('never lists books that are not on sale', async () => {
    await book({ title: 'Vendido Raro', status: 'sold' });
    await book({ title: 'Oculto Raro', status: 'hidden' });
    await book({ title: 'Removido Raro', status: 'removed' });
    await book({ title: 'Disponível Raro' });
    expect(await titles({ q: 'raro' })).toEqual(['Disponível Raro']);
  });
});

describe('search follows the catalogue', () => {
  let owner: SessionUser;
  beforeEach(async () => {
    owner = await createUser(t.db, { name: 'Vendedora Ágata', verified: true });
    await makeEligibleSeller(t.db, owner.id);
  });

  it('finds a book as soon as it is created and follows its edits', async () => {
    const me = callerFor(t, owner);
    expect(await titles({ q: 'quarto de despejo' })).toEqual([]);
    const { id } = await me.books.create({
      title: 'Quarto de Despejo',
      author: 'Carolina Maria de Jesus',
      price: '25,00',
      condition: 'usado_bom',
    });
    expect(await titles({ q: 'quarto de despejo' })).toEqual(['Quarto de Despejo']);
    await me.books.update({ id, changes: { title: 'Diário de Bitita' } });
    expect(await titles({ q: 'quarto de despejo' })).toEqual([]);
    expect(await titles({ q: 'diario de bitita' })).toEqual(['Diário de Bitita']);
    await me.books.update({ id, changes: { price: '80,00' } });
    expect(await titles({ q: 'bitita', maxPrice: 30 })).toEqual([]);
    expect(await titles({ q: 'bitita', minPrice: 80, maxPrice: 80 })).toEqual(['Diário de Bitita']);
  });

  it('drops a book once it is sold or removed', async () => {
    const me = callerFor(t, owner);
    const sold = await me.books.create({
      title: 'Capitães da Areia',
      author: 'Jorge Amado',
      price: '20',
      condition: 'novo',
    });
    const removed = await me.books.create({
      title: 'Capitães do Mato',
      author: 'Outro',
      price: '20',
      condition: 'novo',
    });
    expect((await titles({ q: 'capitaes' })).sort()).toEqual(['Capitães da Areia', 'Capitães do Mato']);
    await me.books.markSold({ id: sold.id });
    expect(await titles({ q: 'capitaes' })).toEqual(['Capitães do Mato']);
    await me.books.remove({ id: removed.id });
    expect(await search({ q: 'capitaes' })).toMatchObject({ items: [], total: 0 });
  });

  it("follows a raw write's new text, sale and deletion at once, in the results and the count", async () => {
    const id = await book({ title: 'Grande Sertão Veredas' });
    const other = await book({ title: 'Grande Sertão Contos' });
    expect(await search({ q: 'grande sertao' })).toMatchObject({ total: 2 });
    // Raw writes that neither touch updated_at nor go through the listings' queries: only the
    // engine's triggers can carry them to the search rows (a new title is found by nothing else).
    await t.db.updateTable('books').set({ title: 'Sagarana' }).where('id', '=', id).execute();
    expect(await titles({ q: 'sagarana' })).toEqual(['Sagarana']);
    expect(await search({ q: 'grande sertao' })).toMatchObject({ total: 1 });
    await t.db.updateTable('books').set({ status: 'sold' }).where('id', '=', id).execute();
    await t.db.deleteFrom('books').where('id', '=', other).execute();
    expect(await search({ q: 'sagarana' })).toMatchObject({ items: [], total: 0 });
    expect(await search({ q: 'grande sertao' })).toMatchObject({ items: [], total: 0 });
  });

  // A second SQLite connection to a file; search-postgres.test.ts has PostgreSQL's case.
  sqliteOnly('sees a book written by another connection (another process)', async () => {
    const file = await createTestDbFile();
    try {
      const author = await createUser(file.db, { name: 'Vendedora Externa', verified: true });
      await createBook(file.db, author.id, { title: 'Livro Primeiro' });
      const caller = callerFor(file);
      expect((await caller.search.books({ q: 'livro primeiro' })).total).toBe(1);
      const other = new SQLite(file.path);
      defineSearchFunctions(other);
      try {
        const row = other.prepare('select * from books limit 1').get() as Record<string, unknown>;
        other
          .prepare(
            `insert into books (${Object.keys(row).join(', ')}) values (${Object.keys(row)
              .map(() => '?')
              .join(', ')})`,
          )
          .run(
            Object.entries(row).map(([k, v]) =>
              k === 'id'
                ? 'outro-livro'
                : k === 'slug'
                  ? 'livro-segundo'
                  : k === 'title'
                    ? 'Livro Segundo'
                    : v,
            ),
          );
      } finally {
        other.close();
      }
      expect((await caller.search.books({ q: 'livro segundo' })).items.map((b) => b.title)).toEqual([
        'Livro Segundo',
      ]);
    } finally {
      file.close();
    }
  });

  it("follows a seller's new name", async () => {
    await book({ title: 'Livro Qualquer', sellerId: owner.id });
    expect(await titles({ q: 'agata' })).toEqual(['Livro Qualquer']);
    await t.db
      .updateTable('profiles')
      .set({ name: 'Livraria Topázio', updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('user_id', '=', owner.id)
      .execute();
    expect(await titles({ q: 'topazio' })).toEqual(['Livro Qualquer']);
    expect(await titles({ q: 'agata' })).toEqual([]);
  });
});

describe('search.suggest', () => {
  it('suggests titles and authors, 5 by default and at most 8', async () => {
    for (let i = 0; i < 6; i++) await book({ title: `Contos Escolhidos ${i}`, author: `Contista ${i}` });
    await book({ title: 'Memórias Póstumas', author: 'Machado de Assis' });
    const five = await callerFor(t).search.suggest({ q: 'contos' });
    expect(five).toHaveLength(5);
    expect(five.every((s) => s.kind === 'title' || s.kind === 'author')).toBe(true);
    const eight = await callerFor(t).search.suggest({ q: 'cont', limit: 8 });
    expect(eight).toHaveLength(8);
    expect(await callerFor(t).search.suggest({ q: 'machado' })).toEqual([
      { kind: 'author', text: 'Machado de Assis' },
    ]);
    expect(await callerFor(t).search.suggest({ q: 'memorias' })).toEqual([
      { kind: 'title', text: 'Memórias Póstumas' },
    ]);
    expect(await callerFor(t).search.suggest({ q: ' ' })).toEqual([]);
    await expect(callerFor(t).search.suggest({ q: 'x', limit: 9 })).rejects.toThrow('O limite máximo é 8.');
  });
});

describe('normalizeText', () => {
  it('keeps positions while dropping accents and case', () => {
    expect(normalizeText('Ficção Científica')).toBe('ficcao cientifica');
    expect(normalizeText('JOSÉ')).toBe('jose');
    expect(normalizeText('Ação').length).toBe('Ação'.length);
  });
});
