import SQLite from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { defineSearchFunctions } from '../../db/sqlite-functions.ts';
import type { SessionUser } from '../../server/context.ts';
import { normalizeText } from '../../server/search/normalize.ts';
import { callerFor, createTestDbFile, TEST_ENGINE } from '../helpers/db.ts';
import { createBook, createCategory, createUser, makeEligibleSeller } from '../helpers/factories.ts';
import { searchWorld } from '../helpers/search-world.ts';

/** Tests of SQLite's own machinery, which say nothing of PostgreSQL (docs/decisions/027-search-on-postgresql.md). */
const sqliteOnly = it.skipIf(TEST_ENGINE === 'postgres');

const w = searchWorld();
const { book, search, titles } = w;

describe('search.books', () => {
  it('finds books by title, author, genre, publisher, description and seller name', async () => {
    const other = await createUser(w.t.db, { name: 'Livraria Tupinambá' });
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
    const romance = await createCategory(w.t.db, { slug: 'ficcao-cientifica', name: 'Ficção Científica' });
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
    await createCategory(w.t.db, { slug: 'ficcao-cientifica', name: 'Ficção Científica' });
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
    const id = await createBook(w.t.db, w.seller.id, { title: 'Dom Casmurro', isbn: '9788535902778' });
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
    expect(first.items[0]).toMatchObject({ seller: { id: w.seller.id, name: 'Sebo da Esquina' } });
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
    owner = await createUser(w.t.db, { name: 'Vendedora Ágata', verified: true });
    await makeEligibleSeller(w.t.db, owner.id);
  });

  it('finds a book as soon as it is created and follows its edits', async () => {
    const me = callerFor(w.t, owner);
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
    const me = callerFor(w.t, owner);
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
    await w.t.db.updateTable('books').set({ title: 'Sagarana' }).where('id', '=', id).execute();
    expect(await titles({ q: 'sagarana' })).toEqual(['Sagarana']);
    expect(await search({ q: 'grande sertao' })).toMatchObject({ total: 1 });
    await w.t.db.updateTable('books').set({ status: 'sold' }).where('id', '=', id).execute();
    await w.t.db.deleteFrom('books').where('id', '=', other).execute();
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
    await w.t.db
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
    const five = await callerFor(w.t).search.suggest({ q: 'contos' });
    expect(five).toHaveLength(5);
    expect(five.every((s) => s.kind === 'title' || s.kind === 'author')).toBe(true);
    const eight = await callerFor(w.t).search.suggest({ q: 'cont', limit: 8 });
    expect(eight).toHaveLength(8);
    expect(await callerFor(w.t).search.suggest({ q: 'machado' })).toEqual([
      { kind: 'author', text: 'Machado de Assis' },
    ]);
    expect(await callerFor(w.t).search.suggest({ q: 'memorias' })).toEqual([
      { kind: 'title', text: 'Memórias Póstumas' },
    ]);
    expect(await callerFor(w.t).search.suggest({ q: ' ' })).toEqual([]);
    await expect(callerFor(w.t).search.suggest({ q: 'x', limit: 9 })).rejects.toThrow('O limite máximo é 8.');
  });
});

describe('normalizeText', () => {
  it('keeps positions while dropping accents and case', () => {
    expect(normalizeText('Ficção Científica')).toBe('ficcao cientifica');
    expect(normalizeText('JOSÉ')).toBe('jose');
    expect(normalizeText('Ação').length).toBe('Ação'.length);
  });
});
