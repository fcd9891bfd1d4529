import { CompiledQuery, type DatabaseConnection, Kysely, type KyselyConfig, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

/**
 * Kysely over a pg.Pool of at most `poolSize` connections (DATABASE_URL, DATABASE_POOL_SIZE;
 * docs/decisions/026-postgresql-engine.md). The pool opens connections as queries need them,
 * so creating it never fails for an unreachable server: the first query (the migrations) does.
 */
export function createPostgresDb(url: string, poolSize: number): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: { getTypeParser },
    // A request that cannot get a connection (the server unreachable, every connection busy)
    // fails after this instead of waiting for the operating system's TCP timeout, minutes later:
    // the person gets 503 and tries again (isDatabaseUnavailable).
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection that vanished without a word (a network cut, a failover) is noticed.
    keepAlive: true,
  });
  const errors: ConnectionErrors = { report: warnOnConsole };
  // PostgreSQL ends idle connections when it restarts, fails over or is told to
  // (pg_terminate_backend, idle_session_timeout). pg-pool drops such a connection and re-emits
  // its error on the pool, where an 'error' event without a listener ends the process.
  pool.on('error', (err) => errors.report(err));
  // A checked-out connection that breaks emits 'error' on its client, which the pool no longer
  // listens to while it is out: the query running on it (or the next) fails with the same error
  // and its request reports it, so this listener only keeps the process alive.
  pool.on('connect', (client) => client.on('error', () => {}));
  const beforeDestroy: (() => Promise<void>)[] = [];
  const db = new ClosingKysely(
    { dialect: new PostgresDialect({ pool, onCreateConnection: (c) => ensureCounters(c) }) },
    beforeDestroy,
  );
  dedicated.set(db, { url, closeWithDb: (close) => beforeDestroy.push(close) });
  connectionErrors.set(db, errors);
  return db;
}

/** How long a query waits for a connection before failing as 'database unavailable'. */
const CONNECT_TIMEOUT_MS = 5_000;

interface ConnectionErrors {
  report: (err: unknown) => void;
}

const connectionErrors = new WeakMap<Kysely<Database>, ConnectionErrors>();

/** Until the server hands its logger over (db/ does not import server/), scripts and tests warn on the console. */
function warnOnConsole(err: unknown): void {
  console.warn(
    `conexão ociosa com o PostgreSQL perdida: ${err instanceof Error ? err.message : String(err)}`,
  );
}

/**
 * Where the errors of connections lost while idle go (a PostgreSQL restart, a failover): the
 * server's log. Nothing else needs doing: the pool opens a new connection for the next query.
 * No effect on a database that is not PostgreSQL.
 */
export function reportConnectionErrors(db: Kysely<Database>, report: (err: unknown) => void): void {
  const errors = connectionErrors.get(db);
  if (errors) errors.report = report;
}

/** Node's socket errors of a server that cannot be reached or went away. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's SQLSTATEs for a server that is stopping, starting or full: admin_shutdown (a
 * restart's 'terminating connection due to administrator command'), crash_shutdown,
 * cannot_connect_now ('the database system is starting up'), too_many_connections. Class 08,
 * connection exceptions, is matched by its prefix.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg's and pg-pool's own errors for a connection that broke, timed out or could not be had. */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether `err` (or one of its causes) says the database cannot be reached right now, as opposed
 * to a query that failed on its own: the request is answered 503, worth retrying in a moment
 * (server/trpc.ts), rather than 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code: unknown = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    )
      return true;
    const { message } = current;
    if (CLIENT_MESSAGES.some((m) => message.startsWith(m))) return true;
    current = current.cause;
  }
  return false;
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
 * The rate-limit counters (server/rate-limits/counters.ts): on SQLite a database of their own
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
