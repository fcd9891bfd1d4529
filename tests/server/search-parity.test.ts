import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/client.ts';
import { seed } from '../../db/seed/index.ts';
import { knownBooks } from '../../scripts/bench-known-item.ts';
import { hitOf, KNOWN_ITEM_KINDS, type KnownBook, knownItemQueries } from '../../scripts/lib/known-item.ts';
import { buildQueries, listedTitles } from '../../scripts/lib/search-queries.ts';
import { SEARCH_COUNT_LIMIT } from '../../shared/search-limits.ts';
import { callerFor, createTestDb, type TestDb, testConfig } from '../helpers/db.ts';
import { hasPostgres } from '../helpers/pg-cluster.ts';
import { createPgTestDb, type PgTestDb } from '../helpers/pg-db.ts';

// One answer, two engines (docs/decisions/042-known-item-search.md#one-answer-two-engines): the
// same seeded catalogue on SQLite and on PostgreSQL gives the same first ten and the same counts
// for the benchmark's queries, and the book a reader has in mind comes up on both.

const BOOKS = 10_000;
const SEED = { users: 1_000, books: BOOKS, seed: 5, writeCovers: false } as const;

describe.skipIf(!hasPostgres('search-parity.test.ts'))('search on SQLite and PostgreSQL', () => {
  let lite: TestDb;
  let pg: PgTestDb;
  let books: KnownBook[];

  beforeAll(async () => {
    lite = await createTestDb();
    pg = await createPgTestDb((url, dataDir) =>
      testConfig({ DATABASE_URL: url, DATABASE_PATH: join(dataDir, 'releia.db'), DATA_DIR: dataDir }),
    );
    await seed(lite.db, { ...SEED, dataDir: lite.dataDir });
    await seed(pg.db, { ...SEED, dataDir: pg.dataDir });
    books = await knownBooks(lite.db);
  }, 300_000);
  afterAll(async () => {
    await lite?.close();
    await pg?.close();
  });

  const searchOn = (t: { db: DB; config: TestDb['config'] }, q: string, sort: 'relevance' | 'newest') =>
    callerFor(t).search.books({ q, sort, limit: 10 });

  it('seeds the same books on both', async () => {
    expect((await knownBooks(pg.db)).map((b) => b.id)).toEqual(books.map((b) => b.id));
    expect(books.length).toBeGreaterThan(BOOKS * 0.9);
  });

  it('gives the same first ten and the same counts, up to the same limit', async () => {
    const queries = [
      ...buildQueries(await listedTitles(lite.db)).map((q) => q.q),
      ...knownItemQueries(books, 40).map((q) => q.q),
      // Words most books hold: counts past the limit, and pools both engines must choose alike.
      'uma',
      'historia',
      'de',
    ];
    let shared = 0;
    let compared = 0;
    const apart: string[] = [];
    for (const q of queries) {
      for (const sort of ['relevance', 'newest'] as const) {
        const [a, b] = [await searchOn(lite, q, sort), await searchOn(pg, q, sort)];
        expect({ total: b.total, moreThan: b.moreThan }, `${q} (${sort})`).toEqual({
          total: a.total,
          moreThan: a.moreThan,
        });
        expect(a.total).toBeLessThanOrEqual(SEARCH_COUNT_LIMIT);
        if (a.items.length === 0) continue;
        const mine = new Set(a.items.map((i) => i.id));
        const common = b.items.filter((i) => mine.has(i.id)).length;
        shared += common / a.items.length;
        compared++;
        if (common < a.items.length) apart.push(`${q} (${sort}): ${common}/${a.items.length}`);
      }
    }
    expect(queries.some((q) => q === 'de')).toBe(true);
    // At least 9 of 10 in common on average; each query apart is named on failure.
    expect(shared / compared, apart.join('; ')).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it('finds the book a reader has in mind in the first ten, on both, in every kind of query', async () => {
    const queries = knownItemQueries(books, 60);
    const byId = new Map(books.map((b) => [b.id, b]));
    for (const t of [lite, pg]) {
      for (const kind of KNOWN_ITEM_KINDS) {
        const ofKind = queries.filter((q) => q.kind === kind);
        const missed: string[] = [];
        for (const query of ofKind) {
          const { items } = await searchOn(t, query.q, 'relevance');
          if (!items.some((card) => hitOf(query, byId.get(card.id) ?? query.book) && byId.has(card.id)))
            missed.push(query.q);
        }
        expect(ofKind.length, kind).toBeGreaterThan(5);
        expect(1 - missed.length / ofKind.length, `${kind}: ${missed.join(', ')}`).toBeGreaterThanOrEqual(
          0.97,
        );
      }
    }
  }, 120_000);
});
