import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

export type DB = Kysely<Database>;
/** What repository functions take: the database or a transaction inside it. */
export type Executor = Kysely<Database> | Transaction<Database>;

export function openSqlite(path: string): SQLite.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
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
 * long-lived connections: on open, as openSqlite does, then periodically). Without them SQLite
 * cannot tell that `status = 'available'` matches nearly every book, and reads a page of cards by
 * id through that index instead of the primary key: 37 ms instead of 0.1 ms at 100 000 books.
 * Call it after bulk writes (the seed) too.
 */
export async function refreshPlannerStats(db: Executor): Promise<void> {
  // 0x10000: every table, not only those this connection has read since the last call.
  await sql`PRAGMA optimize = 0x10002`.execute(db);
}

export function createDb(path: string): { db: DB; sqlite: SQLite.Database } {
  const sqlite = openSqlite(path);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}
