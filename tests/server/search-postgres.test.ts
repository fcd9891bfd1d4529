import { join } from 'node:path';
import { type RawBuilder, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type DB } from '../../db/client.ts';
import { normalizeText } from '../../server/search/normalize.ts';
import { matchingBooks } from '../../server/search/postgres/matching.ts';
import { planSearch } from '../../server/search/postgres/plan.ts';
import { encodeOffset } from '../../server/sql/paging.ts';
import { callerFor, testConfig } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { hasPostgres } from '../helpers/pg-cluster.ts';
import { createPgTestDb, type PgTestDb } from '../helpers/pg-db.ts';

// Search served by PostgreSQL (docs/decisions/027-search-on-postgresql.md): what only that engine
// needs checking. search.test.ts runs there too with RELEIA_TEST_ENGINE=postgres.

describe.skipIf(!hasPostgres('search-postgres.test.ts'))('search on PostgreSQL', () => {
  let t: PgTestDb;
  beforeEach(async () => {
    t = await createPgTestDb((url, dataDir) =>
      testConfig({ DATABASE_URL: url, DATABASE_PATH: join(dataDir, 'releia.db'), DATA_DIR: dataDir }),
    );
  }, 60_000);
  afterEach(() => t?.close());

  const titles = async (q: string, db: DB = t.db) =>
    (await callerFor({ db, config: t.config }).search.books({ q, sort: 'relevance' })).items.map(
      (b) => b.title,
    );

  it('finds an accented seller name, a title with ç and an author through a typo in the surname', async () => {
    const shop = await createUser(t.db, { name: 'Livraria Conceição', verified: true });
    await createBook(t.db, shop.id, { title: 'Coração de Tinta', author: 'Cornelia Funke' });
    const other = await createUser(t.db, { name: 'Sebo Central', verified: true });
    await createBook(t.db, other.id, { title: 'A Hora da Estrela', author: 'Clarice Lispector' });
    expect(await titles('conceicao')).toEqual(['Coração de Tinta']);
    expect(await titles('CONCEIÇAO')).toEqual(['Coração de Tinta']);
    expect(await titles('coracao de tinta')).toEqual(['Coração de Tinta']);
    expect(await titles('coraçao')).toEqual(['Coração de Tinta']);
    // Two letters begin a word, accents and case aside, as on SQLite (plan.ts).
    expect(await titles('CÓ')).toEqual(['Coração de Tinta']);
    expect(await titles('ÇÃ')).toEqual([]);
    expect(await titles('hó')).toEqual(['A Hora da Estrela']);
    expect(await titles('clarice lispektor')).toEqual(['A Hora da Estrela']);
    expect(await titles('lispetor')).toEqual(['A Hora da Estrela']);
    // Whole words from different fields (title and author) meet in the full-text index.
    expect(await titles('estrela clarice')).toEqual(['A Hora da Estrela']);
    // Two letters swapped are one typo; two letters replaced are two, too many for seven letters.
    expect(await titles('hora estreal')).toEqual(['A Hora da Estrela']);
    expect(await titles('hora estrale')).toEqual([]);
    expect(await titles('hora casmurro')).toEqual([]);
    expect(await callerFor(t).search.suggest({ q: 'lispector' })).toEqual([
      { kind: 'author', text: 'Clarice Lispector' },
    ]);
  });

  it("follows a seller's new name into their books' search rows", async () => {
    const seller = await createUser(t.db, { name: 'Sebo Antigo', verified: true });
    await createBook(t.db, seller.id, { title: 'Memórias Póstumas', author: 'Machado de Assis' });
    expect(await titles('sebo antigo')).toEqual(['Memórias Póstumas']);
    await t.db
      .updateTable('profiles')
      .set({ name: 'Livraria Nova' })
      .where('user_id', '=', seller.id)
      .execute();
    expect(await titles('livraria nova')).toEqual(['Memórias Póstumas']);
    expect(await titles('sebo antigo')).toEqual([]);
  });

  it('sees what another process writes at once, and holds nothing in memory', async () => {
    const other = createDb({ ...t.config, DATABASE_POOL_SIZE: 1 }).db;
    try {
      const seller = await createUser(other, { name: 'Vendedora Remota', verified: true });
      expect(await titles('menino maluquinho')).toEqual([]);
      const id = await createBook(other, seller.id, { title: 'O Menino Maluquinho', author: 'Ziraldo' });
      expect(await titles('menino maluquinho')).toEqual(['O Menino Maluquinho']);
      await other.updateTable('books').set({ status: 'sold' }).where('id', '=', id).execute();
      expect(await titles('menino maluquinho')).toEqual([]);
    } finally {
      await other.destroy();
    }
  });

  it('pages by relevance past the 200 the rules rank, and counts past the last page', async () => {
    const seller = await createUser(t.db, { verified: true });
    for (let i = 0; i < 205; i++)
      await createBook(t.db, seller.id, { title: `Almanaque ${i}`, author: 'Ziraldo' });
    const caller = callerFor(t);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await caller.search.books({ q: 'almanaque', sort: 'relevance', limit: 48, cursor });
      expect(page.total).toBe(205);
      seen.push(...page.items.map((b) => b.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(205);
    expect(new Set(seen).size).toBe(205);
    const past = await caller.search.books({ q: 'almanaque', sort: 'newest', cursor: encodeOffset(300) });
    expect(past).toEqual({ items: [], nextCursor: null, total: 205, moreThan: false, didYouMean: [] });
  });

  it('folds accents as the server does, except letters NFD leaves whole, which unaccent also rewrites', async () => {
    // The one difference between the engines' folding (docs/decisions/042-known-item-search.md#where-the-engines-differ):
    // NFD (the server, SQLite) keeps 'ø' or 'æ' whole, PostgreSQL's unaccent writes 'o' or 'ae'.
    const alike = ['Ficção', 'ÁÉÍÓÚ àèìòù ñ ü ç', 'Ĉu Ŝi', 'Việt'];
    const apart: [string, string][] = [
      ['Søren', 'soren'],
      ['Æsop', 'aesop'],
      ['Straße', 'strasse'],
      ['Łódź', 'lodz'],
    ];
    const texts = [...alike, ...apart.map(([text]) => text)];
    const { rows } = await sql<{ folded: string }>`
      select releia_fold(t.text) as folded from unnest(${texts}::text[]) with ordinality as t(text, n) order by n`.execute(
      t.db,
    );
    expect(rows.map((r) => r.folded)).toEqual([...alike.map(normalizeText), ...apart.map(([, pg]) => pg)]);
    expect(apart.map(([text]) => normalizeText(text))).toEqual(['søren', 'æsop', 'straße', 'łodz']);
  });

  it('answers a query from the GIN indexes, not by reading every book', async () => {
    const seller = await createUser(t.db, { verified: true });
    await createBook(t.db, seller.id, { title: 'Vidas Secas', author: 'Graciliano Ramos' });
    // A few rows would be read in full anyway: the planner is told not to, to show it can use them.
    const plan = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const explain = async (query: RawBuilder<unknown>) =>
        (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx)).rows.map((r) => r['QUERY PLAN']);
      const planned = await planSearch(trx, 'vidsa secas');
      if (!planned) throw new Error('no plan');
      return (await explain(matchingBooks(planned, {}, 'newest'))).join('\n');
    });
    // The typed word and what it may be a typo of, the last word also as a beginning, in one
    // tsquery the GIN index answers.
    expect(plan).toContain(`words @@ '( ''vidsa'' | ''vidas'' ) & ( ''secas'' | ''secas'':* )'::tsquery`);
    expect(plan).toContain('book_search_words');
    expect(await titles('vidsa secas')).toEqual(['Vidas Secas']);
  });
});
