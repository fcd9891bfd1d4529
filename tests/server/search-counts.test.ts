import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SEARCH_COUNT_LIMIT } from '../../shared/search-limits.ts';
import { callerFor, createTestDb, TEST_ENGINE, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';

// Search counts exactly up to SEARCH_COUNT_LIMIT and says 'more than' past it
// (docs/product/search.md#results, docs/decisions/034-search-on-disk.md). The copies are written
// with SQLite's own SQL; tests/server/search-parity.test.ts holds PostgreSQL to the same limit.
const sqliteOnly = it.skipIf(TEST_ENGINE === 'postgres');

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

/** `copies` more rows of one book, by one statement: the search triggers index each as any insert. */
async function copiesOf(id: string, copies: number): Promise<void> {
  const columns = (
    await sql<{ name: string }>`select name from pragma_table_info('books')`.execute(t.db)
  ).rows.map((c) => c.name);
  const value = (c: string) =>
    c === 'id' ? `'copia-' || n.i` : c === 'slug' ? `b.slug || '-' || n.i` : `b."${c}"`;
  await sql
    .raw(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${copies})
      insert into books (${columns.map((c) => `"${c}"`).join(', ')})
      select ${columns.map(value).join(', ')} from books b, n where b.id = '${id}'`)
    .execute(t.db);
}

sqliteOnly(
  'counts exactly up to 10 000 matches and says there are more past them, in every sort',
  async () => {
    const seller = await createUser(t.db, { verified: true });
    await createBook(t.db, seller.id, { title: 'Outro Livro' });
    const id = await createBook(t.db, seller.id, { title: 'Grande Sertão: Veredas' });
    await copiesOf(id, SEARCH_COUNT_LIMIT);
    const caller = callerFor(t);
    for (const sort of ['relevance', 'newest', 'price-low', 'price-high'] as const) {
      const page = await caller.search.books({ q: 'grande sertao', sort });
      expect(page, sort).toMatchObject({ total: SEARCH_COUNT_LIMIT, moreThan: true });
      // One work, listed once with all its copies (docs/product/search.md#works).
      expect(
        page.items.map((b) => [b.title, b.copies]),
        sort,
      ).toEqual([['Grande Sertão: Veredas', SEARCH_COUNT_LIMIT + 1]]);
    }
    await t.db.deleteFrom('books').where('id', '=', 'copia-1').execute();
    for (const sort of ['relevance', 'newest'] as const)
      expect(await caller.search.books({ q: 'grande sertao', sort }), sort).toMatchObject({
        total: SEARCH_COUNT_LIMIT,
        moreThan: false,
      });
    expect(await caller.search.books({ q: 'outro livro' })).toMatchObject({ total: 1, moreThan: false });
  },
);
