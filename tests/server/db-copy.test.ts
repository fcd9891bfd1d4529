import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seed } from '../../db/seed/index.ts';
import { copyDatabase } from '../../scripts/lib/db-copy/copy.ts';
import { CopyRefusedError } from '../../scripts/lib/db-copy/tables.ts';
import { differencesTable, matches, verifyCopy } from '../../scripts/lib/db-copy/verify.ts';
import { canonicalValue } from '../../server/backups/checksum.ts';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, createTestDbFile, type TestDb, testConfig } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { hasPostgres, type PgCluster, pgUrlOf, startPgCluster } from '../helpers/pg-cluster.ts';

// Moving a community from SQLite to PostgreSQL with npm run db:copy (docs/deploy.md#moving-to-postgresql):
// a seeded SQLite database copied into a throwaway cluster, verified, then served from there.

const postgresHere = hasPostgres('db-copy.test.ts');
const run = promisify(execFile);

describe('the checksum of a value', () => {
  it("reads SQLite's 8-byte real and PostgreSQL's 4-byte real of the same average alike, and tells types apart", () => {
    // 14/3 as SQLite keeps it, and as pg parses PostgreSQL's float4 text for it.
    expect(canonicalValue(14 / 3)).toBe(canonicalValue(Number.parseFloat('4.6666665')));
    expect(canonicalValue(14 / 3)).not.toBe(canonicalValue(4.67));
    const forms = [null, 0, 1, '1', '', 'null', 2.5].map(canonicalValue);
    expect(new Set(forms).size).toBe(forms.length);
    expect(canonicalValue(true)).toBe(canonicalValue(1));
  });
});

describe.skipIf(!postgresHere)('copying a SQLite database to PostgreSQL', () => {
  let cluster: PgCluster;
  let admin: DB;
  let source: TestDb & { path: string };
  const opened: DB[] = [];

  /** A new, empty database on the cluster: its URL and a connection to it. */
  async function emptyPostgres(name: string): Promise<{ url: string; db: DB }> {
    await sql.raw(`create database ${name}`).execute(admin);
    const url = pgUrlOf(cluster.url, name);
    const { db } = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: url, DATABASE_POOL_SIZE: 2 });
    opened.push(db);
    return { url, db };
  }

  const rowsOf = async (db: DB, table: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n);

  let copied: { url: string; db: DB };

  beforeAll(async () => {
    cluster = await startPgCluster();
    admin = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: 1 }).db;
    source = await createTestDbFile();
    await seed(source.db, { users: 30, books: 60, seed: 2, dataDir: source.dataDir, writeCovers: false });
    copied = await emptyPostgres('copied');
  }, 60_000);

  afterAll(async () => {
    for (const db of opened) await db.destroy();
    await admin?.destroy();
    await cluster?.stop();
    await source?.close();
  });

  it('copies every table into an empty database and verifies rows and checksums', async () => {
    const result = await copyDatabase(source.db, copied.db);
    const checks = await verifyCopy(source.db, copied.db, result.tables);
    expect(checks.filter((c) => !matches(c))).toEqual([]);
    expect(result.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['books', 'orders', 'order_events']),
    );
    expect(result.tables.map((t) => t.name)).not.toContain('kysely_migration');
    // Parents first: a book's category and seller are there before it.
    const order = result.tables.map((t) => t.name);
    expect(order.indexOf('categories')).toBeLessThan(order.indexOf('books'));
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('books'));
    expect(await rowsOf(copied.db, 'books')).toBe(60);
    expect(await rowsOf(copied.db, 'orders')).toBeGreaterThan(0);
    // The target's own migration run wrote its bookkeeping, once per migration.
    const { rows } = await sql<{ n: number; names: number }>`
      select count(*) as n, count(distinct name) as names from kysely_migration`.execute(copied.db);
    expect(rows[0]?.n).toBe(rows[0]?.names);
  });

  it('serves the same books, orders and stores from the copy', async () => {
    const config = testConfig({ DATABASE_URL: copied.url, DATA_DIR: source.dataDir });
    const onCopy = { db: copied.db, config };
    const order = await source.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.buyer_id')
      .select(['orders.id as orderId', 'users.id', 'users.email', 'orders.seller_id'])
      .orderBy('orders.id')
      .executeTakeFirstOrThrow();
    const buyer: SessionUser = {
      id: order.id,
      email: order.email,
      name: 'Comprador',
      username: null,
      isAdmin: false,
      emailVerified: true,
    };
    const book = await source.db
      .selectFrom('books')
      .select('id')
      .where('status', '=', 'available')
      .executeTakeFirstOrThrow();
    const store = await source.db
      .selectFrom('profiles')
      .select('username')
      .where('user_id', '=', order.seller_id)
      .executeTakeFirstOrThrow();
    const read = (t: Pick<TestDb, 'db' | 'config'>) =>
      Promise.all([
        callerFor(t).books.byId({ id: book.id }),
        callerFor(t, buyer).orders.byId({ id: order.orderId }),
        callerFor(t, buyer).orders.list({ role: 'compras' }),
        callerFor(t).stores.byUsername({ username: store.username ?? '' }),
      ]);
    const [fromSqlite, fromCopy] = [await read(source), await read(onCopy)];
    expect(fromCopy[0].id).toBe(book.id);
    expect(fromCopy[1].id).toBe(order.orderId);
    expect(fromCopy).toEqual(fromSqlite);
  });

  it('numbers new rows after the largest copied id', async () => {
    const config = testConfig({ DATABASE_URL: copied.url, DATA_DIR: source.dataDir });
    const chief = await createUser(copied.db, { admin: true });
    const largest = await copied.db
      .selectFrom('categories')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const { id } = await callerFor({ db: copied.db, config }, chief).admin.categories.create({
      name: 'Contos',
      slug: 'contos-depois-da-copia',
      description: null,
      group: 'Ficção',
      sortOrder: 5,
      isActive: true,
    });
    expect(id).toBe(Number(largest.id) + 1);
    const events = await copied.db
      .selectFrom('order_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const added = await copied.db
      .insertInto('order_events')
      .values({
        order_id: (await copied.db.selectFrom('orders').select('id').executeTakeFirstOrThrow()).id,
        status: 'pago',
        actor_id: null,
        note: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(Number(events.id) + 1);
  });

  it('refuses a target that already has rows, and writes nothing there', async () => {
    const before = await rowsOf(copied.db, 'books');
    await expect(copyDatabase(source.db, copied.db)).rejects.toThrow(CopyRefusedError);
    expect(await rowsOf(copied.db, 'books')).toBe(before);
    const cli = await run('npx', [
      'tsx',
      'scripts/db-copy.ts',
      '--from',
      source.path,
      '--to',
      copied.url,
    ]).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain('O banco de destino já tem dados: ');
    expect(await rowsOf(copied.db, 'books')).toBe(before);
  }, 30_000);

  it('catches a value changed on the target and names its table', async () => {
    // Migrated but without rows of its own: empty enough to copy into.
    const target = await emptyPostgres('tampered');
    await migrateToLatest(target.db);
    const { tables } = await copyDatabase(source.db, target.db);
    const book = await target.db.selectFrom('books').select('id').executeTakeFirstOrThrow();
    await target.db.updateTable('books').set({ title: 'Outro título' }).where('id', '=', book.id).execute();
    const checks = await verifyCopy(source.db, target.db, tables);
    const bad = checks.filter((c) => !matches(c));
    expect(bad.map((c) => c.table)).toEqual(['books']);
    expect(bad[0]?.source.rows).toBe(bad[0]?.target.rows);
    expect(differencesTable(checks)).toMatch(/^tabela .*\nbooks /);
  });
});
