import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type Transaction,
} from 'kysely';
import {
  engineOf,
  isPostgresUrl,
  isRetryableConflict,
  plannerStatsStatement,
  walCheckpointStatement,
} from './dialect.ts';
import { makeDirs } from './dirs.ts';
import { createPostgresDb } from './postgres.ts';
import type { Database } from './schema.ts';
import { defineSearchFunctions } from './sqlite-functions.ts';

export type DB = Kysely<Database>;
/** What repository functions take: the database or a transaction inside it. */
export type Executor = Kysely<Database> | Transaction<Database>;

export function openSqlite(path: string): SQLite.Database {
  if (path !== ':memory:') makeDirs(dirname(path));
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  // An acknowledged order must survive a power loss; in WAL mode NORMAL may roll back the last
  // commits after one (https://www.sqlite.org/pragma.html#pragma_synchronous).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Bounds the cost of the statistics refresh below to a sample, milliseconds even at 100 000 books.
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  return sqlite;
}

/**
 * Refreshes the query planner's statistics where tables changed a lot (SQLite's advice for
 * long-lived connections: on open, as openSqlite does, then periodically; ANALYZE on PostgreSQL). Without them SQLite
 * cannot tell that `status = 'available'` matches nearly every book, and reads a page of cards by
 * id through that index instead of the primary key: 37 ms instead of 0.1 ms at 100 000 books.
 * Call it after bulk writes (the seed) too.
 */
export async function refreshPlannerStats(db: Executor): Promise<void> {
  await plannerStatsStatement(engineOf(db)).execute(db);
}

/**
 * Folds SQLite's write-ahead log into the database file, as the server does when it stops; nothing
 * to do on PostgreSQL. Through Kysely, so it waits for a transaction still holding the connection.
 */
export async function checkpointWal(db: Executor): Promise<void> {
  await walCheckpointStatement(engineOf(db))?.execute(db);
}

/** The database settings of server/config.ts that choose and size the engine. */
/** How many times inTransaction runs a transaction PostgreSQL rolled back for a conflict. */
const CONFLICT_ATTEMPTS = 5;

/**
 * `work` in one transaction, run again when PostgreSQL rolled it back to break a deadlock (or a
 * serialization conflict), as PostgreSQL asks of its clients. For transactions that lock several
 * rows another one may lock in another order: a checkout takes its books and then updates every
 * copy of their works (server/catalog/best-sellers.ts), so two checkouts of copies of one
 * work can each hold what the other waits for. `work` must do nothing outside the database.
 */
export async function inTransaction<T>(db: DB, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= CONFLICT_ATTEMPTS || !isRetryableConflict(error)) throw error;
      // A short random pause, so the transactions that collided do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

export interface DbSettings {
  DATABASE_PATH: string;
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE?: number | undefined;
}

/**
 * The database: PostgreSQL when DATABASE_URL is a postgres:// URL
 * (docs/decisions/026-postgresql-engine.md), else the SQLite file at DATABASE_PATH as always.
 * Given a bare path, SQLite, with its connection for the scripts that need it (backup, torture);
 * that signature comes last, so `ReturnType<typeof createDb>` stays SQLite's.
 */
export function createDb(settings: DbSettings): { db: DB; sqlite?: SQLite.Database };
export function createDb(path: string): { db: DB; sqlite: SQLite.Database };
export function createDb(target: string | DbSettings): { db: DB; sqlite?: SQLite.Database } {
  const settings = typeof target === 'string' ? { DATABASE_PATH: target } : target;
  if (isPostgresUrl(settings.DATABASE_URL)) {
    return { db: createPostgresDb(settings.DATABASE_URL, settings.DATABASE_POOL_SIZE ?? 10) };
  }
  const sqlite = openSqlite(settings.DATABASE_PATH);
  return { db: kyselyFor(sqlite), sqlite };
}

/** Kysely over an open connection, reusing prepared statements (see withStatementCache). */
export function kyselyFor(sqlite: SQLite.Database): DB {
  attachCounters(sqlite);
  defineSearchFunctions(sqlite);
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/**
 * The rate-limit counters (server/rate-limits/counters.ts) live in a database of their own,
 * `<DATABASE_PATH>-limits`, attached to every connection as `counters`, so queries name the
 * table `rate_limits` as if it were in the main file. Every limited write spends its points in
 * a commit of its own; in the main file, with `synchronous = FULL`, that commit would wait for
 * an fsync and halve the write throughput (measured by the crash torture). The counters are
 * disposable: `synchronous = NORMAL` in WAL mode keeps the file sound and may lose the last
 * counts after a power cut, which only forgives a few writes. Not in backups, not migrated: the
 * table is created here when missing.
 */
function attachCounters(sqlite: SQLite.Database): void {
  const attached = sqlite.pragma('database_list') as { name: string }[];
  if (attached.some((d) => d.name === 'counters')) return;
  sqlite.prepare('attach database ? as counters').run(sqlite.memory ? ':memory:' : `${sqlite.name}-limits`);
  if (!sqlite.memory) sqlite.pragma('counters.journal_mode = WAL');
  sqlite.pragma('counters.synchronous = NORMAL');
  sqlite.exec(
    'create table if not exists counters.rate_limits (key text primary key, points integer not null, resets_at integer not null)',
  );
  sqlite.exec('create index if not exists counters.rate_limits_resets_at on rate_limits (resets_at)');
}

/**
 * Transactions start with BEGIN IMMEDIATE instead of Kysely's plain BEGIN. A plain (deferred)
 * transaction reads first and takes the write lock at its first write; in WAL mode, if another
 * connection wrote in between, SQLite cannot upgrade it and fails at once with SQLITE_BUSY,
 * without waiting busy_timeout — so any second writer (a script, a maintenance job) turned the
 * server's order and admin transactions into 500s (found by `npm run torture`). Taking the write
 * lock at BEGIN makes a transaction wait for the other writer instead, as decision 002 intends.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }
}

class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * Kysely's SQLite driver asks for a new prepared statement on every query, and preparing (SQLite
 * parsing and planning the SQL) cost more than running the query itself on the book page: 12 % of
 * the server's CPU under load against 6 % for executing (docs/performance/server-load.md). The SQL
 * text of a query builder call is the same on every request, so statements are kept by text and
 * reused, the least recently used dropped past `max` (IN lists of varying length make new texts).
 * SQLite re-prepares a kept statement by itself after a schema change. A statement still being iterated
 * (a streamed query) is busy and cannot run twice at once, so that case gets a fresh one.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Re-inserted so the map's order stays least recently used first.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      cache.set(sql, statement);
      if (cache.size > max) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return statement;
    },
  };
}
