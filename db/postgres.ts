import { CompiledQuery, type DatabaseConnection, Kysely, type KyselyConfig, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

/**
 * Kysely over a pg.Pool of at most `poolSize` connections (DATABASE_URL, DATABASE_POOL_SIZE;
 * docs/decisions/026-postgresql-engine.md). The pool opens connections as queries need them,
 * so creating it never fails for an unreachable server: the first query (the migrations) does.
 */
export function createPostgresDb(url: string, poolSize: number): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: { getTypeParser } });
  const beforeDestroy: (() => Promise<void>)[] = [];
  const db = new ClosingKysely(
    { dialect: new PostgresDialect({ pool, onCreateConnection: (c) => ensureCounters(c) }) },
    beforeDestroy,
  );
  dedicated.set(db, { url, closeWithDb: (close) => beforeDestroy.push(close) });
  return db;
}

/** What a connection held outside the pool needs: where to connect, and a way to close with the pool. */
export interface DedicatedConnection {
  url: string;
  /** Runs `close` when the database is destroyed, before its pool ends. */
  closeWithDb(close: () => Promise<void>): void;
}

const dedicated = new WeakMap<Kysely<Database>, DedicatedConnection>();

/**
 * For a connection of its own beside the pool, held for the process's life: the LISTEN of the
 * live events (server/realtime/postgres-bus.ts, docs/decisions/028-live-events-across-processes.md),
 * which a pooled connection cannot keep. Undefined for a database that is not PostgreSQL.
 */
export function dedicatedConnectionOf(db: Kysely<Database>): DedicatedConnection | undefined {
  return dedicated.get(db);
}

/**
 * Kysely whose `destroy()` first closes the connections held beside the pool. On Kysely itself
 * rather than its driver, which is not destroyed when it never ran a query.
 */
class ClosingKysely extends Kysely<Database> {
  readonly #beforeDestroy: (() => Promise<void>)[];

  constructor(config: KyselyConfig, beforeDestroy: (() => Promise<void>)[]) {
    super(config);
    this.#beforeDestroy = beforeDestroy;
  }

  override async destroy(): Promise<void> {
    await Promise.all(this.#beforeDestroy.splice(0).map((close) => close()));
    await super.destroy();
  }
}

const INT8 = 20;
const NUMERIC = 1700;

/**
 * Numbers come back as JavaScript numbers, as SQLite gives them: pg returns bigint (count(*),
 * sum() of integer cents, the rate limits' millisecond timestamps) and numeric (avg()) as strings
 * to lose no precision. Every such value Releia stores is far below 2^53; one that is not fails
 * loudly instead of being rounded. Numeric only arises from avg() and division, floats on SQLite too.
 */
function getTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === INT8) return parseSafeInteger;
  if (oid === NUMERIC) return Number.parseFloat;
  return pg.types.getTypeParser(oid, format);
}

function parseSafeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value))
    throw new Error(`inteiro fora do intervalo seguro do JavaScript: ${text}`);
  return value;
}

/**
 * The rate-limit counters (server/repositories/rate-limits.ts): on SQLite a database of their own
 * attached to each connection (db/client.ts, attachCounters); here an UNLOGGED table, which skips
 * the write-ahead log for the same reason (a commit per limited write must not wait for an fsync)
 * and is emptied after a crash, which only forgives a few writes. Not migrated, like SQLite's:
 * created when missing by each new connection, under a lock so two connections never race.
 */
async function ensureCounters(connection: DatabaseConnection): Promise<void> {
  await connection.executeQuery(
    CompiledQuery.raw(`do $$ begin
      perform pg_advisory_xact_lock(hashtext('releia.rate_limits'));
      create unlogged table if not exists rate_limits
        (key text primary key, points integer not null, resets_at bigint not null);
      create index if not exists rate_limits_resets_at on rate_limits (resets_at);
    end $$`),
  );
}
