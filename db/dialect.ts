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
 * Makes the transaction `trx` the only one at a time to pass this point for `key` until it ends:
 * for checks that count rows and then write one (a limit, a lock, an average), which two
 * transactions on PostgreSQL's READ COMMITTED would both pass. PostgreSQL: a transaction-scoped
 * advisory lock on the key's hash. SQLite needs nothing: BEGIN IMMEDIATE already lets one writer
 * at a time in (decision 002), so a transaction that writes after counting is alone.
 */
export async function serializeOn(trx: QueryExecutorProvider, key: string): Promise<void> {
  if (engineOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** PostgreSQL's SQLSTATE for unique_violation. */
const PG_UNIQUE_VIOLATION = '23505';
/** PostgreSQL's SQLSTATEs for a transaction rolled back to break a deadlock or a serialization conflict. */
const PG_RETRYABLE = new Set(['40P01', '40001']);

/**
 * Whether a transaction failed only because it ran beside another one, and would pass if run
 * again: PostgreSQL's deadlock_detected and serialization_failure. Never on SQLite, whose
 * BEGIN IMMEDIATE lets one writer at a time in (decision 002).
 */
export function isRetryableConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const cause = 'cause' in error && error.cause instanceof Error ? error.cause : null;
  return [error, cause].some((e) => e !== null && 'code' in e && PG_RETRYABLE.has(String(e.code)));
}

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
 * The days from the instant `from` to the instant `to`, both ISO 8601 texts, with the fraction:
 * SQLite's julianday() difference, PostgreSQL's seconds between the two as timestamptz over a
 * day's. Null when either is null. Compared with a number of days, it reads the same on both.
 */
export function daysBetween(
  db: QueryExecutorProvider,
  from: Expression<string | null>,
  to: Expression<string | null>,
): RawBuilder<number | null> {
  return engineOf(db) === 'postgres'
    ? sql<
        number | null
      >`(extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) / 86400)`
    : sql<number | null>`(julianday(${to}) - julianday(${from}))`;
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

/**
 * A text ordered by code point, as SQLite's default collation (BINARY) orders every text: on
 * PostgreSQL under the C collation rather than the database's own, which follows the cluster's
 * locale (docs/deploy.md#collation). A list sorted by a name, or a min() of names, then comes out
 * the same on both engines and on any cluster.
 */
export function byCodePoint<T extends string | null>(
  db: QueryExecutorProvider,
  value: Expression<T>,
): RawBuilder<T> {
  return engineOf(db) === 'postgres' ? sql<T>`${value} collate "C"` : sql<T>`${value}`;
}

/**
 * Whether the engine's speed settings are the connection's own (SQLite's PRAGMAs, which the seed
 * turns for a bulk write and back). PostgreSQL's are the server's, and a pool offers no single
 * connection to tune: the seed writes there as it is.
 */
export function tunesConnection(db: QueryExecutorProvider): boolean {
  return engineOf(db) === 'sqlite';
}

/** The tables `table` references by foreign key, itself left out. */
export async function referencedTables(db: QueryExecutorProvider, table: string): Promise<string[]> {
  const query =
    engineOf(db) === 'postgres'
      ? sql<{ table: string }>`
          select distinct ccu.table_name as "table"
          from information_schema.table_constraints tc
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
            and tc.table_name = ${table}`
      : sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`;
  const { rows } = await query.execute(db);
  return rows.map((r) => r.table).filter((t) => t !== table);
}

/**
 * Empties the tables, in an order that keeps foreign keys valid, and starts their generated ids
 * over, so a reseed gives the same ids as a fresh database: deletes and `sqlite_sequence` on
 * SQLite, one TRUNCATE … RESTART IDENTITY on PostgreSQL, CASCADE so that the search rows its
 * triggers keep for books (docs/decisions/033-search-documents-on-postgresql.md) go with them.
 */
export async function emptyTables(db: QueryExecutorProvider, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  if (engineOf(db) === 'postgres') {
    await sql`truncate ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(db);
    return;
  }
  for (const table of tables) await sql`delete from ${sql.table(table)}`.execute(db);
  const hasSequence = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name = 'sqlite_sequence'`.execute(db);
  if (hasSequence.rows.length > 0) await sql`delete from sqlite_sequence`.execute(db);
}

/**
 * The secondary indexes (made by CREATE INDEX, not those behind a primary key or a unique
 * constraint) with the statements that recreate them.
 */
export async function secondaryIndexes(db: QueryExecutorProvider): Promise<{ name: string; sql: string }[]> {
  const query =
    engineOf(db) === 'postgres'
      ? sql<{ name: string; sql: string }>`
          select indexname as name, indexdef as sql from pg_indexes
          where schemaname = current_schema() and tablename not like 'kysely_%'
            and indexname not in (select conname from pg_constraint)
          order by indexname`
      : sql<{ name: string; sql: string }>`
          select name, sql from sqlite_master
          where type = 'index' and sql is not null and tbl_name not like 'kysely_%'
          order by name`;
  return (await query.execute(db)).rows;
}

/** The columns of `table`'s primary key, in key order, read from the engine's catalog. */
export async function primaryKeyColumns(db: QueryExecutorProvider, table: string): Promise<string[]> {
  const query =
    engineOf(db) === 'postgres'
      ? sql<{ name: string }>`
          select kcu.column_name as name
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu
            on kcu.constraint_name = tc.constraint_name and kcu.constraint_schema = tc.constraint_schema
          where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = current_schema()
            and tc.table_name = ${table}
          order by kcu.ordinal_position`
      : sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`;
  return (await query.execute(db)).rows.map((r) => r.name);
}
