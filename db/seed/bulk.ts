import { CompiledQuery, type Insertable, type InsertObject, sql } from 'kysely';
import type { DB, Executor } from '../client.ts';
import { secondaryIndexes, tunesConnection } from '../dialect.ts';
import type { Database } from '../schema.ts';

// SQLite refuses a statement with more than 32766 bound variables; stay well under it.
const MAX_VARIABLES = 30_000;
// Past a few hundred rows per statement SQLite gains nothing, while the statement text grows.
const MAX_ROWS_PER_STATEMENT = 500;

export type TableName = keyof Database & string;

/**
 * Multi-row inserts, as few statements as the variable limit allows. On SQLite the statement text
 * is built once per table, columns and row count and the rows' values are bound to it as they
 * are: at 300 000 books Kysely's parsing and compiling of each 500-row insert, and the statement
 * cache hashing the 100 KB text it produced, took 13 % of the seed's CPU (a --cpu-prof of the
 * seed). PostgreSQL keeps Kysely's query builder, which numbers the parameters its own way.
 */
export async function insertRows<T extends TableName>(
  db: Executor,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> {
  await insertInto(db, table, rows);
}

async function insertInto<T extends TableName>(
  db: Executor,
  table: T | `temp.${string}`,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const perStatement = Math.max(
    1,
    Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_VARIABLES / columns.length)),
  );
  const direct = tunesConnection(db);
  for (let i = 0; i < rows.length; i += perStatement) {
    const slice = rows.slice(i, i + perStatement);
    if (direct)
      await db.executeQuery(
        CompiledQuery.raw(insertText(table, columns, slice.length), values(slice, columns)),
      );
    else
      await db
        .insertInto(table as T)
        .values(slice as unknown as ReadonlyArray<InsertObject<Database, T>>)
        .execute();
    // better-sqlite3 is synchronous, so a whole chunk would otherwise block the event loop and
    // the cover renders (running on libuv threads) could not hand over and start the next one.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

// The same string object for the same statement, so the statement cache of db/client.ts finds it
// by a hash V8 computed once instead of hashing the text on every call.
const insertTexts = new Map<string, string>();

function insertText(table: string, columns: readonly string[], rowCount: number): string {
  const key = `${table}|${columns.join(',')}|${rowCount}`;
  let text = insertTexts.get(key);
  if (!text) {
    const row = `(${columns.map(() => '?').join(', ')})`;
    const names = columns.map((c) => `"${c}"`).join(', ');
    text = `insert into ${quoted(table)} (${names}) values ${Array.from({ length: rowCount }, () => row).join(', ')}`;
    insertTexts.set(key, text);
  }
  return text;
}

const quoted = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part}"`)
    .join('.');

/**
 * Inserts into `table` that end up in `orderBy` order of the table's rowid. On SQLite the rows go
 * to a staging table first and are copied in order by `finish`, in one INSERT … SELECT: the copy
 * costs about what binding the rows cost, so staging adds no measurable time (100 000 books: 22–31
 * µs a row straight in, 16 + 10 µs staged and copied). The seed writes books this way so that
 * their rowid order is their creation order. Foreign keys must be off (withBulkPragmas) for rows
 * referring to staged ones to be written before `finish`. PostgreSQL has no rowid order to keep:
 * rows go straight in.
 */
export async function stagedInserts<T extends TableName>(
  db: Executor,
  table: T,
  orderBy: readonly string[],
): Promise<{ insert(rows: ReadonlyArray<Insertable<Database[T]>>): Promise<void>; finish(): Promise<void> }> {
  if (!tunesConnection(db)) return { insert: (rows) => insertRows(db, table, rows), finish: async () => {} };
  const staging = sql`temp.${sql.id(`seed_${table}`)}`;
  // The staging table has the columns the rows name, so the copy leaves the others to their
  // defaults; it is created at the first rows, when they are known.
  let columns: ReturnType<typeof sql.join> | null = null;
  return {
    insert: async (rows) => {
      const first = rows[0];
      if (!first) return;
      if (!columns) {
        columns = sql.join(Object.keys(first).map((c) => sql.id(c)));
        await sql`create temp table ${sql.id(`seed_${table}`)} as select ${columns} from main.${sql.id(table)} where 0`.execute(
          db,
        );
      }
      await insertInto(db, `temp.seed_${table}`, rows);
    },
    finish: async () => {
      if (!columns) return;
      const order = sql.join(orderBy.map((c) => sql.id(c)));
      await sql`insert into main.${sql.id(table)} (${columns}) select ${columns} from ${staging} order by ${order}`.execute(
        db,
      );
      await sql`drop table ${staging}`.execute(db);
    },
  };
}

/** The rows' values in column order; every row of one insert names the same columns. */
function values(rows: ReadonlyArray<object>, columns: readonly string[]): unknown[] {
  const out: unknown[] = new Array(rows.length * columns.length);
  let k = 0;
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    for (const column of columns) {
      const value = record[column];
      if (value === undefined) throw new Error(`seed: linha sem a coluna ${column}`);
      out[k++] = value;
    }
  }
  return out;
}

/**
 * Bulk-load settings for the duration of a seed, restored afterwards (also on failure).
 * - synchronous=OFF: waiting for fsync after every chunk is not worth it for demo data; if the
 *   machine loses power mid-seed, delete the file and seed again. The server keeps FULL
 *   (db/client.ts).
 * - journal_mode=TRUNCATE (a rollback journal) instead of WAL: in WAL the seed's pages are written
 *   twice (to the -wal file, then by the checkpoint); measured with WAL, the system time of the
 *   100 000-book seed tripled. A rollback journal copies only pages that existed before the
 *   transaction, next to nothing on a fresh database, and unlike MEMORY it still rolls back a seed
 *   cut short by a crash, so the file stays usable. SQLite only leaves WAL when no other connection
 *   has the file open; if a server holds it, the mode simply stays WAL.
 * - temp_store=MEMORY: each multi-row INSERT inside the transaction keeps a statement journal (so a
 *   constraint failure can undo just that statement); on disk that was 600 000 small writes for a
 *   30 000-book seed, most of the system time.
 * - a 2 GiB page cache (SQLite takes the pages as it touches them) keeps the random-UUID keys of
 *   books, likes and views in memory up to a million books: with 256 MiB the views key outgrew the
 *   cache past ~300 000 books, every insert read and evicted a page, and the book phase of a
 *   300 000-book seed took 69 s instead of 41 s.
 * `foreignKeys: false` turns the checks off: for wiping everything, and for the seed, which writes
 * the rows of a book before the book itself (stagedInserts) and whose rows the seed tests check
 * with `PRAGMA foreign_key_check`; off, the likes and views inserts take 20–27 % less time.
 */
export async function withBulkPragmas<T>(
  db: DB,
  run: () => Promise<T>,
  opts: { foreignKeys?: boolean } = {},
): Promise<T> {
  if (!tunesConnection(db)) return run();
  const synchronous = await readPragma(db, 'synchronous');
  const cacheSize = await readPragma(db, 'cache_size');
  const journalMode = await readPragma(db, 'journal_mode');
  const foreignKeys = await readPragma(db, 'foreign_keys');
  const tempStore = await readPragma(db, 'temp_store');
  await sql`PRAGMA synchronous = OFF`.execute(db);
  await sql`PRAGMA temp_store = MEMORY`.execute(db);
  await sql`PRAGMA cache_size = -2097152`.execute(db);
  if (journalMode === 'wal') await sql`PRAGMA journal_mode = TRUNCATE`.execute(db);
  if (opts.foreignKeys === false) await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    return await run();
  } finally {
    if (opts.foreignKeys === false) await sql.raw(`PRAGMA foreign_keys = ${Number(foreignKeys)}`).execute(db);
    if (journalMode === 'wal') await sql`PRAGMA journal_mode = WAL`.execute(db);
    await sql.raw(`PRAGMA cache_size = ${Number(cacheSize)}`).execute(db);
    await sql.raw(`PRAGMA temp_store = ${Number(tempStore)}`).execute(db);
    await sql.raw(`PRAGMA synchronous = ${Number(synchronous)}`).execute(db);
  }
}

async function readPragma(
  db: DB,
  name: 'synchronous' | 'cache_size' | 'journal_mode' | 'foreign_keys' | 'temp_store',
): Promise<string> {
  const result = await sql<Record<string, unknown>>`${sql.raw(`PRAGMA ${name}`)}`.execute(db);
  const row = result.rows[0];
  return row ? String(Object.values(row)[0]).toLowerCase() : '';
}

/**
 * Drops the secondary indexes (those created by CREATE INDEX, not the ones behind PRIMARY KEY and
 * UNIQUE, which keep enforcing uniqueness) and returns a function that recreates them from their
 * stored definitions. Building an index once over sorted data is far cheaper than updating it on
 * every one of ~900 000 random-key inserts. Must run inside the seed's transaction: SQLite's DDL
 * is transactional, so a failed seed rolls the DROP back and the indexes are never lost.
 */
export async function dropSecondaryIndexes(db: Executor): Promise<() => Promise<void>> {
  const indexes = await secondaryIndexes(db);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  return async () => {
    for (const index of indexes) await sql.raw(index.sql).execute(db);
  };
}
