import { join } from 'node:path';
import { type QueryExecutorProvider, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointWal, createDb, inTransaction, refreshPlannerStats } from '../../db/client.ts';
import { caseless, engineOf, groupConcat, isUniqueViolation } from '../../db/dialect.ts';
import { DEMO_SET, resetDatabase, seed } from '../../db/seed/index.ts';
import { spendPoints } from '../../server/rate-limits/counters.ts';
import { callerFor, testConfig } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { hasPostgres } from '../helpers/pg-cluster.ts';
import { createPgTestDb, type PgTestDb } from '../helpers/pg-db.ts';

// The first differences found running the server's queries on PostgreSQL, each answered in db/dialect.ts
// or db/postgres.ts (docs/decisions/026-postgresql-engine.md#the-dialect-module). Whole test files
// run there with RELEIA_TEST_ENGINE=postgres.

const postgresHere = hasPostgres('postgres-engine.test.ts');

describe('choosing the engine', () => {
  it('is PostgreSQL for a postgres:// or postgresql:// DATABASE_URL and SQLite without one', async () => {
    for (const url of ['postgres://releia@127.0.0.1:1/releia', 'postgresql://releia@127.0.0.1:1/releia']) {
      const { db, sqlite } = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: url });
      expect([engineOf(db), sqlite]).toEqual(['postgres', undefined]);
      await db.destroy();
    }
    const { db, sqlite } = createDb({ DATABASE_PATH: ':memory:' });
    expect(engineOf(db)).toBe('sqlite');
    expect(sqlite).toBeDefined();
    await db.destroy();
  });
});

describe.skipIf(!postgresHere)('the server queries on PostgreSQL', () => {
  let t: PgTestDb;
  beforeAll(async () => {
    t = await createPgTestDb((url, dataDir) =>
      testConfig({ DATABASE_URL: url, DATABASE_PATH: join(dataDir, 'releia.db'), DATA_DIR: dataDir }),
    );
  }, 60_000);
  afterAll(() => t?.close());

  it('get counts and sums as numbers, as on SQLite', async () => {
    const seller = await createUser(t.db);
    await createBook(t.db, seller.id, { priceCents: 2000 });
    await createBook(t.db, seller.id, { priceCents: 500 });
    const row = await t.db
      .selectFrom('books')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('price_cents').as('total')])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ n: 2, total: 2500 });
  });

  it('tell a unique violation from other constraint failures', async () => {
    const user = await createUser(t.db);
    const now = new Date().toISOString();
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        (error: unknown) => error,
      );
    const taken = await failure(
      t.db.insertInto('users').values({ id: 'x', email: user.email, created_at: now }).execute(),
    );
    const orphan = await failure(
      t.db
        .insertInto('sessions')
        .values({ id: 's', user_id: 'ninguém', expires_at: now, created_at: now })
        .execute(),
    );
    expect([isUniqueViolation(taken), isUniqueViolation(orphan)]).toEqual([true, false]);
  });

  it("join a group's values with group_concat's meaning", async () => {
    const { rows } = await sql<{
      joined: string | null;
    }>`select ${groupConcat(t.db, sql.ref('v'), ' · ')} as joined
      from (values ('a'), ('b')) as x(v)`.execute(t.db);
    expect(rows[0]?.joined?.split(' · ').sort()).toEqual(['a', 'b']);
  });

  it("order text regardless of ASCII case exactly as SQLite's collate nocase does", async () => {
    const titles = ['banana', 'Zebra', 'abacate', 'Ábaco', 'árvore', 'Banana'];
    const ordered = async (db: QueryExecutorProvider) => {
      // A union rather than VALUES: SQLite cannot name a VALUES list's columns.
      const values = sql.join(
        titles.map((v) => sql`select cast(${v} as text) as v`),
        sql` union all `,
      );
      const { rows } = await sql<{ v: string }>`select v from (${values}) as x
        order by ${caseless(db, sql.ref('v'))}, v`.execute(db);
      return rows.map((r) => r.v);
    };
    const { db: lite } = createDb(':memory:');
    expect(await ordered(t.db)).toEqual(await ordered(lite));
    await lite.destroy();
  });

  it('refresh planner statistics, skip the WAL checkpoint and keep rate-limit counters', async () => {
    await refreshPlannerStats(t.db);
    await checkpointWal(t.db);
    const limit = { key: 'teste', max: 1, windowMs: 60_000 };
    expect(await spendPoints(t.db, [limit], 1_000)).toBeNull();
    expect(await spendPoints(t.db, [limit], 2_000)).toBe(59_000);
  });

  it('check out, list and cancel an order through the API', async () => {
    const seller = await createUser(t.db, { name: 'Vendedora' });
    const buyer = await createUser(t.db, { name: 'Comprador' });
    const first = await createBook(t.db, seller.id, { title: 'Dom Casmurro' });
    const second = await createBook(t.db, seller.id, { title: 'Iracema' });
    const caller = callerFor(t, buyer);
    for (const bookId of [first, second]) await caller.cart.add({ bookId });
    const delivery = {
      cep: '01310-100',
      street: 'Av. Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP' as const,
    };
    const { orderIds } = await caller.orders.checkout({ delivery });
    const [order] = await caller.orders.list({ role: 'compras' });
    expect(order?.titles.split(' · ').sort()).toEqual(['Dom Casmurro', 'Iracema']);
    expect(order?.itemCount).toBe(2);
    expect(await caller.orders.cancel({ id: orderIds[0] ?? '' })).toEqual({ status: 'cancelado' });
    const books = await t.db
      .selectFrom('books')
      .select(['status', 'sales_count'])
      .where('id', 'in', [first, second])
      .execute();
    expect(books).toEqual([
      { status: 'available', sales_count: 0 },
      { status: 'available', sales_count: 0 },
    ]);
  });
  it('seeds the demo set and resets it, the same ids again (the bulk settings and the wipe on PostgreSQL)', async () => {
    const small = { ...DEMO_SET, dataDir: t.dataDir, writeCovers: false };
    const ids = () => t.db.selectFrom('books').select('id').orderBy('id').execute();
    await resetDatabase(t.db, t.dataDir, { force: true });
    await seed(t.db, small);
    const first = await ids();
    expect(first).toHaveLength(DEMO_SET.books);
    await resetDatabase(t.db, t.dataDir);
    expect(await ids()).toEqual([]);
    await seed(t.db, small);
    expect(await ids()).toEqual(first);
  }, 60_000);

  it('run a transaction again when PostgreSQL breaks a deadlock by rolling it back (inTransaction)', {
    timeout: 20_000,
  }, async () => {
    const seller = await createUser(t.db);
    const first = await createBook(t.db, seller.id);
    const second = await createBook(t.db, seller.id);
    // Two transactions lock the same two books in opposite orders, each waiting for the other to
    // hold its first: a deadlock PostgreSQL breaks (after deadlock_timeout, 1 s) by rolling one back.
    let bothHoldOne: () => void = () => {};
    let holding = 0;
    const met = new Promise<void>((resolve) => {
      bothHoldOne = resolve;
    });
    const attempts = { a: 0, b: 0 };
    const touch = (trx: Parameters<Parameters<typeof inTransaction>[1]>[0], id: string) =>
      trx.updateTable('books').set({ views_count: sql`views_count + 1` }).where('id', '=', id).execute();
    const crosswise = (key: 'a' | 'b', one: string, other: string) =>
      inTransaction(t.db, async (trx) => {
        attempts[key] += 1;
        await touch(trx, one);
        if (attempts[key] === 1 && ++holding === 2) bothHoldOne();
        if (attempts[key] === 1) await met;
        await touch(trx, other);
        return key;
      });
    expect(await Promise.all([crosswise('a', first, second), crosswise('b', second, first)])).toEqual([
      'a',
      'b',
    ]);
    expect(attempts.a + attempts.b).toBe(3);
    const views = await t.db
      .selectFrom('books')
      .select('views_count')
      .where('id', 'in', [first, second])
      .execute();
    // Both committed once: the rolled-back attempt left nothing.
    expect(views.map((v) => v.views_count)).toEqual([2, 2]);
  });
});
