import { type Expression, PostgresAdapter, type QueryExecutorProvider, type RawBuilder, sql } from 'kysely';

// What differs between the two engines Releia runs on, in one place
// (docs/decisions/026-postgresql-engine.md#the-dialect-module): callers ask for the engine's way
// of doing a thing here rather than testing the engine themselves.

export type Engine = 'sqlite' | 'postgres';

/** Whether a DATABASE_URL names a PostgreSQL server (anything else keeps the SQLite file). */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** The engine behind a database or a transaction, read from the dialect Kysely was built with. */
export function engineOf(db: QueryExecutorProvider): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Refreshes the planner's statistics. SQLite: `PRAGMA optimize` with 0x10000, every table, not
 * only those this connection has read since the last call. PostgreSQL: ANALYZE (autovacuum also
 * runs it; after a bulk write such as the seed it should not wait for that).
 */
export function plannerStatsStatement(engine: Engine): RawBuilder<unknown> {
  return engine === 'postgres' ? sql`analyze` : sql`PRAGMA optimize = 0x10002`;
}

/**
 * The statement that folds the write-ahead log back into the database file when the server stops
 * (SQLite's WAL checkpoint), or null where the server does that itself (PostgreSQL).
 */
export function walCheckpointStatement(engine: Engine): RawBuilder<unknown> | null {
  return engine === 'postgres' ? null : sql`PRAGMA wal_checkpoint(TRUNCATE)`;
}

/**
 * The statement answering db/client.ts's changeStamp, or null where the engine has no cheap
 * equivalent: PostgreSQL's commits by other processes are not visible in a counter, so callers
 * re-read every time there.
 */
export function changeStampStatement(engine: Engine): RawBuilder<{ stamp: string }> | null {
  if (engine === 'postgres') return null;
  return sql<{
    stamp: string;
  }>`select total_changes() || ':' || (select data_version from pragma_data_version) as stamp`;
}

/** PostgreSQL's SQLSTATE for unique_violation. */
const PG_UNIQUE_VIOLATION = '23505';

/**
 * Whether a write failed on a unique constraint or index (an email, a username or a slug taken,
 * a second open report): better-sqlite3's `SQLITE_CONSTRAINT_UNIQUE`, pg's SQLSTATE 23505.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false;
  const code = String(error.code);
  return code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code === PG_UNIQUE_VIOLATION;
}

/**
 * The values of a group joined into one string with `separator` between them, in no particular
 * order: SQLite's group_concat(x, sep), PostgreSQL's string_agg(x, sep). Null for an empty group.
 */
export function groupConcat(
  db: QueryExecutorProvider,
  value: Expression<unknown>,
  separator: string,
): RawBuilder<string | null> {
  return engineOf(db) === 'postgres'
    ? sql<string | null>`string_agg(${value}, ${separator})`
    : sql<string | null>`group_concat(${value}, ${separator})`;
}

/**
 * A text compared and ordered regardless of ASCII case, as SQLite's `collate nocase` does: on
 * PostgreSQL `lower()` under the C collation, which folds only A-Z and orders by code point, so
 * both engines sort the same titles the same way whatever the server's locale.
 */
export function caseless(db: QueryExecutorProvider, value: Expression<string>): RawBuilder<string> {
  return engineOf(db) === 'postgres'
    ? sql<string>`lower(${value} collate "C")`
    : sql<string>`${value} collate nocase`;
}
