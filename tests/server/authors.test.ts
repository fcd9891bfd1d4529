import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { migrations } from '../../db/migrations/index.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser, makeEligibleSeller } from '../helpers/factories.ts';

// Every author of a book leads somewhere: its author page, /autores and search
// (docs/product/authors.md).

let t: TestDb;
/** The procedures as an eligible seller calls them. */
let seller: ReturnType<typeof callerFor>;
beforeEach(async () => {
  t = await createTestDb();
  const user = await createUser(t.db, { verified: true });
  await makeEligibleSeller(t.db, user.id);
  seller = callerFor(t, user);
});
afterEach(() => t.close());

const form = {
  title: 'Sagarana',
  author: 'João Guimarães Rosa',
  price: '39,90',
  condition: 'usado_bom' as const,
};

async function bookWithCoauthor() {
  const { id } = await seller.books.create({
    ...form,
    authors: ['João Guimarães Rosa', ' Paulo Rónai '],
  });
  return id;
}

const pageIds = async (slug: string) => (await callerFor(t).books.byAuthor({ slug })).items.map((b) => b.id);

const authorsList = async () => (await callerFor(t).books.authors({})).items;

describe('author pages', () => {
  it("lists a book on its co-author's page, headed by the name as the seller wrote it", async () => {
    const id = await bookWithCoauthor();
    const page = await callerFor(t).books.byAuthor({ slug: 'paulo-ronai' });
    expect(page.items.map((b) => b.id)).toEqual([id]);
    expect(page.name).toBe('Paulo Rónai');
    expect(await pageIds('joao-guimaraes-rosa')).toEqual([id]);
  });

  it('follows a change of authors and drops a sold or removed book', async () => {
    const id = await bookWithCoauthor();
    await seller.books.update({ id, changes: { authors: ['João Guimarães Rosa', 'Ana Maria Machado'] } });
    expect(await pageIds('paulo-ronai')).toEqual([]);
    expect(await pageIds('ana-maria-machado')).toEqual([id]);

    await seller.books.markSold({ id });
    expect(await pageIds('ana-maria-machado')).toEqual([]);
    expect(await authorsList()).toEqual([]);

    await seller.books.remove({ id });
    expect(await t.db.selectFrom('book_authors').select('book_id').execute()).toEqual([]);
  });

  it("leaves the authors as they were when an edit is refused or is someone else's", async () => {
    const id = await bookWithCoauthor();
    await expect(seller.books.update({ id, changes: { authors: ['  '] } })).rejects.toThrow(
      'Campos obrigatórios faltando: autor',
    );
    const other = await createUser(t.db, { verified: true });
    await expect(
      callerFor(t, other).books.update({ id, changes: { authors: ['Outra Pessoa'] } }),
    ).rejects.toThrow('Erro ao atualizar livro.');
    await expect(callerFor(t).books.update({ id, changes: { authors: ['Outra Pessoa'] } })).rejects.toThrow();
    expect(await pageIds('paulo-ronai')).toEqual([id]);
    expect(await pageIds('outra-pessoa')).toEqual([]);
  });

  it('lists one entry per author slug even when a book repeats an author', async () => {
    const { id } = await seller.books.create({
      ...form,
      authors: ['Paulo Rónai', 'Paulo Ronai'],
    });
    expect(await pageIds('paulo-ronai')).toEqual([id]);
    expect(await authorsList()).toEqual([{ name: 'Paulo Rónai', slug: 'paulo-ronai', count: 1 }]);
  });
});

describe('/autores', () => {
  it('counts the listed books of every author, co-authors included', async () => {
    await bookWithCoauthor();
    await seller.books.create({ ...form, title: 'Antologia', author: 'Paulo Rónai' });
    const sold = await seller.books.create({
      ...form,
      title: 'Contos',
      authors: ['X', 'Paulo Rónai'],
    });
    await seller.books.markSold({ id: sold.id });
    expect(await authorsList()).toEqual([
      { name: 'Paulo Rónai', slug: 'paulo-ronai', count: 2 },
      { name: 'João Guimarães Rosa', slug: 'joao-guimaraes-rosa', count: 1 },
    ]);
  });
});

describe('search', () => {
  it('finds a book by the name of its co-author', async () => {
    const id = await bookWithCoauthor();
    await seller.books.create({ ...form, title: 'Outro', author: 'Fulano de Tal' });
    const found = await callerFor(t).search.books({ q: 'paulo ronai' });
    expect(found.items.map((b) => b.id)).toEqual([id]);
    const suggestions = await callerFor(t).search.suggest({ q: 'ronai' });
    expect(suggestions).toContainEqual({ kind: 'author', text: 'Paulo Rónai' });
  });
});

describe('migration 2026-11-24T1100_book_authors', () => {
  it('fills book_authors from the books already in the database', async () => {
    const { db } = createDb(':memory:');
    const names = Object.keys(migrations);
    const before = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name < '2026-11-24T1100_book_authors'),
    );
    expect(Object.keys(before).length).toBeLessThan(names.length);
    const migrator = (list: typeof migrations) =>
      new Migrator({ db, provider: { getMigrations: async () => list } });
    await migrator(before).migrateToLatest();

    // Raw rows as the books table held them before the migration (the factories write the new table).
    const owner = await createUser(db);
    const insert = (id: string, author: string, slug: string, authors: string) =>
      db
        .insertInto('books')
        .values({
          id,
          user_id: owner.id,
          title: 'Livro',
          author,
          authors,
          author_slug: slug,
          condition: 'usado_bom',
          price_cents: 1000,
          publisher: null,
          publisher_slug: null,
          isbn: null,
          description: null,
          genre: null,
          category_id: null,
          year: null,
          status_reason: null,
          edition: null,
          pages: null,
          cover_type: null,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
    const two = 'b0000000-0000-4000-8000-000000000001';
    const legacy = 'b0000000-0000-4000-8000-000000000002';
    await insert(
      two,
      'Cecília Meireles',
      'cecilia-meireles',
      JSON.stringify(['Cecília Meireles', 'Érico Veríssimo', 'cecilia meireles', ' ']),
    );
    await insert(legacy, 'Rubem Braga', 'rubem-braga', '[]');

    const { error } = await migrator(migrations).migrateToLatest();
    expect(error).toBeUndefined();
    const rows = await db
      .selectFrom('book_authors')
      .select(['book_id', 'position', 'name', 'slug'])
      .orderBy('book_id')
      .orderBy('position')
      .execute();
    expect(rows.filter((r) => r.book_id === two)).toEqual([
      { book_id: two, position: 0, name: 'Cecília Meireles', slug: 'cecilia-meireles' },
      { book_id: two, position: 1, name: 'Érico Veríssimo', slug: 'erico-verissimo' },
    ]);
    expect(rows.filter((r) => r.book_id === legacy)).toEqual([
      { book_id: legacy, position: 0, name: 'Rubem Braga', slug: 'rubem-braga' },
    ]);
    await db.destroy();
  });
});
