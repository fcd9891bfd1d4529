import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Migrator } from 'kysely';
import { createDb, type DB, kyselyFor } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { appRouter } from '../../server/app-router.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { createContextInner, type SessionUser } from '../../server/context.ts';
import { createPgTestDb } from './pg-db.ts';

/**
 * The engine this test run's databases are on: the `server-pg` project of vitest.config.ts sets
 * RELEIA_TEST_ENGINE=postgres, the `server` project leaves SQLite.
 */
export const TEST_ENGINE: 'sqlite' | 'postgres' =
  process.env.RELEIA_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

// Every test gets its own freshly migrated database. Migrations run once per worker into an
// in-memory template; each test deserializes a copy of it, which takes well under a millisecond.
let template: Buffer | undefined;

async function migratedTemplate(): Promise<Buffer> {
  if (!template) {
    const { db, sqlite } = createDb(':memory:');
    await migrateToLatest(db);
    template = sqlite.serialize();
    await db.destroy();
  }
  return template;
}

/** An in-memory database migrated up to `name` and no further, for testing the migrations after it. */
export async function createDbMigratedTo(name: string): Promise<DB> {
  const { db } = createDb(':memory:');
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
  return db;
}

export interface TestDb {
  db: DB;
  sqlite: SQLite.Database;
  dataDir: string;
  config: Config;
  close: () => Promise<void>;
}

/**
 * A fresh migrated in-memory database and a temporary data directory. With
 * RELEIA_TEST_ENGINE=postgres, a fresh PostgreSQL database on a throwaway cluster instead, to run a
 * test file on the second engine (docs/decisions/026-postgresql-engine.md#how-tests-get-a-cluster).
 */
export async function createTestDb(): Promise<TestDb> {
  if (TEST_ENGINE === 'postgres') return createPostgresTestDb();
  const sqlite = new SQLite(await migratedTemplate());
  sqlite.pragma('foreign_keys = ON');
  const db = kyselyFor(sqlite);
  const dataDir = mkdtempSync(join(tmpdir(), 'releia-test-'));
  const config = testConfig({ DATABASE_PATH: join(dataDir, 'releia.db'), DATA_DIR: dataDir });
  return {
    db,
    sqlite,
    dataDir,
    config,
    close: async () => {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDb(): Promise<TestDb> {
  const t = await createPgTestDb((url, dataDir) =>
    testConfig({ DATABASE_URL: url, DATABASE_PATH: join(dataDir, 'releia.db'), DATA_DIR: dataDir }),
  );
  return {
    ...t,
    get sqlite(): never {
      throw new Error(
        't.sqlite: este teste roda no PostgreSQL (RELEIA_TEST_ENGINE=postgres), sem conexão SQLite.',
      );
    },
  };
}

/** A fresh migrated database in a real file (WAL), for tests that need several connections. */
export async function createTestDbFile(): Promise<TestDb & { path: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'releia-test-'));
  const path = join(dataDir, 'releia.db');
  writeFileSync(path, await migratedTemplate());
  const { db, sqlite } = createDb(path);
  const config = testConfig({ DATABASE_PATH: path, DATA_DIR: dataDir });
  return {
    db,
    sqlite,
    dataDir,
    config,
    path,
    close: async () => {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    // No test reaches the real CEP providers: those that look CEPs up point these at a local fake.
    CEP_PROVIDERS: 'off',
    // Nor the real ISBN providers: tests/helpers/isbn-stub.ts stands in for them.
    ISBN_PROVIDERS: 'off',
    ...overrides,
  });
}

/** A tRPC caller acting as `user` (or as a visitor when null). For Set-Cookie, see cookieCaller in trpc.ts. */
export function callerFor(
  t: Pick<TestDb, 'db' | 'config'>,
  user: SessionUser | null = null,
  extra: { ip?: string } = {},
) {
  const ctx = createContextInner({ db: t.db, config: t.config, user, ip: extra.ip ?? '127.0.0.1' });
  return appRouter.createCaller(ctx);
}
