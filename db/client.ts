import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type Transaction } from 'kysely';
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
  return sqlite;
}

export function createDb(path: string): { db: DB; sqlite: SQLite.Database } {
  const sqlite = openSqlite(path);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}
