// Crash torture: signed-in clients stream likes, unlikes, cart changes and checkouts while the
// production server is killed with SIGKILL at random moments and started again. A write counts
// as acknowledged only when the HTTP answer said success. Afterwards the database is opened
// directly and every acknowledged write that no later request could have undone must be there,
// with the invariants: integrity_check ok (SQLite), likes_count equal to the like rows, no book in two
// live orders, no order without its books, every book of a live order sold.

import { type RawBuilder, sql } from 'kysely';
import { createDb, type DB } from '../../db/client.ts';
import { Rng } from '../../db/seed/random.ts';
import { listed } from '../../server/catalog/listed.ts';
import { VALID_ADDRESS } from '../../tests/helpers/factories.ts';
import { openSessions } from './accounts.ts';
import { type ServerChild, startServer } from './server.ts';
import { TrpcClient } from './trpc-http.ts';

export interface CrashOptions {
  databasePath: string;
  /** PostgreSQL instead of the SQLite file (npm run torture -- --pg): only Releia's process is killed. */
  databaseUrl?: string | undefined;
  dataDir: string;
  port: number;
  clients: number;
  kills: number;
  /** The server is killed between these many ms after it answered /healthz. */
  upMs: [number, number];
  /**
   * And not before it acknowledged this many more writes: on a loaded machine a restarted server
   * may answer few in its time, too few for the checks to mean anything (0: time alone).
   */
  minAckedPerStretch?: number;
  /** Books the clients fight over (a small pool makes checkouts collide). */
  books: number;
  seed: number;
  log?: (msg: string) => void;
}

type Kind = 'like' | 'unlike' | 'cart.add' | 'cart.clear' | 'checkout';
/** acked: 2xx; refused: 4xx; unsent: the connection was refused (server down, nothing sent);
 * uncertain: sent, no answer (killed mid-request) or a 5xx: it may or may not have committed. */
type Status = 'acked' | 'refused' | 'unsent' | 'uncertain';

interface Op {
  client: number;
  seq: number;
  kind: Kind;
  bookId: string | null;
  status: Status;
  httpStatus: number;
  orderIds: string[];
}

function statusOf(error: unknown): Status {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNREFUSED' ? 'unsent' : 'uncertain';
}

export interface CrashReport {
  kills: number;
  restartMs: number[];
  ops: number;
  acknowledged: Record<Kind, number> & { total: number };
  refused: number;
  unsent: number;
  uncertain: number;
  serverErrors: number;
  losses: string[];
  checks: {
    /** SQLite's integrity_check; null on PostgreSQL, whose server is not the process killed. */
    integrity: string | null;
    likeCountMismatches: number;
    booksInTwoOrders: number;
    ordersWithoutItems: number;
    unsoldBooksInOrders: number;
  };
}

export async function runCrashTorture(opts: CrashOptions): Promise<CrashReport> {
  const log = opts.log ?? (() => {});
  const rng = new Rng(opts.seed);
  const { sessions, pool } = await prepare(opts);
  const server = await startServer(serverOptions(opts));
  const run = new CrashRun(opts, sessions, pool, server);
  await Promise.all([run.killer(rng, log), ...sessions.map((_, i) => run.client(i))]);
  return report(opts, run);
}

function serverOptions(opts: CrashOptions) {
  return {
    databasePath: opts.databasePath,
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    port: opts.port,
  };
}

/** The database the server uses, opened directly. */
function openDatabase(opts: CrashOptions) {
  return createDb({ DATABASE_PATH: opts.databasePath, DATABASE_URL: opts.databaseUrl });
}

type SQLiteConnection = NonNullable<ReturnType<typeof createDb>['sqlite']>;

type Session = Awaited<ReturnType<typeof openSessions>>[number];

/** The clients' sessions and the books they fight over (none of their own). */
async function prepare(opts: CrashOptions): Promise<{ sessions: Session[]; pool: string[] }> {
  const setup = openDatabase(opts);
  const sessions = await openSessions(setup.db, opts.clients);
  const buyers = new Set(sessions.map((s) => s.userId));
  const pool = (
    await setup.db.selectFrom('books').select(['id', 'user_id']).where(listed).orderBy('id').execute()
  )
    .filter((b) => !buyers.has(b.user_id))
    .slice(0, opts.books)
    .map((b) => b.id);
  await setup.db.destroy();
  return { sessions, pool };
}

/** One run: the server of the moment, the clients writing to it and the killer restarting it. */
class CrashRun {
  /** Resolved while the server is up; the clients wait on it during a restart. */
  up: Promise<void> = Promise.resolve();
  running = true;
  readonly ops: Op[] = [];
  serverErrors = 0;
  acked = 0;
  readonly restartMs: number[] = [];

  constructor(
    readonly opts: CrashOptions,
    readonly sessions: readonly Session[],
    readonly pool: readonly string[],
    public server: ServerChild,
  ) {}

  async client(index: number): Promise<void> {
    const session = this.sessions[index];
    if (!session) return;
    const c = new TrpcClient(this.server.url, { keepAlive: false });
    c.session = session.token;
    const own = new Rng(this.opts.seed * 1000 + index);
    const liked = new Set<string>();
    let cartSize = 0;
    for (let seq = 0; this.running; seq++) {
      await this.up;
      const roll = own.float();
      const bookId = own.pick(this.pool);
      let kind: Kind;
      let input: unknown;
      if (roll < 0.5) {
        kind = liked.has(bookId) ? 'unlike' : 'like';
        input = { bookId };
      } else if (roll < 0.8 || cartSize === 0) {
        kind = 'cart.add';
        input = { bookId };
      } else {
        kind = 'checkout';
        input = { delivery: VALID_ADDRESS };
      }
      const path = {
        like: 'likes.like',
        unlike: 'likes.unlike',
        'cart.add': 'cart.add',
        'cart.clear': 'cart.clear',
        checkout: 'orders.checkout',
      }[kind];
      const op = await this.send(
        c,
        newOp(index, seq, kind, kind === 'checkout' ? null : bookId),
        path,
        input,
      );
      if (op.status === 'acked') {
        if (kind === 'like') liked.add(bookId);
        if (kind === 'unlike') liked.delete(bookId);
        if (kind === 'cart.add') cartSize++;
        if (kind === 'checkout') cartSize = 0;
      }
      // A checkout refused for a book sold meanwhile: empty the cart and go on.
      if (kind === 'checkout' && op.status === 'refused') {
        const clear = await this.clearCart(c, newOp(index, ++seq, 'cart.clear', null));
        if (clear.status === 'acked') cartSize = 0;
      }
    }
  }

  /** Sends one write and records how it ended. */
  async send(c: TrpcClient, op: Op, path: string, input: unknown): Promise<Op> {
    try {
      const result = await c.mutation<{ orderIds?: string[] }>(path, input);
      op.httpStatus = result.status;
      if (result.ok) {
        op.status = 'acked';
        this.acked++;
        op.orderIds = result.data.orderIds ?? [];
      } else if (result.status >= 500) {
        op.status = 'uncertain';
        this.serverErrors++;
      } else op.status = 'refused';
    } catch (error) {
      op.status = statusOf(error);
    }
    this.ops.push(op);
    return op;
  }

  async clearCart(c: TrpcClient, clear: Op): Promise<Op> {
    try {
      const result = await c.mutation('cart.clear');
      clear.httpStatus = result.status;
      clear.status = result.ok ? 'acked' : result.status >= 500 ? 'uncertain' : 'refused';
      if (result.ok) this.acked++;
    } catch (error) {
      clear.status = statusOf(error);
    }
    this.ops.push(clear);
    return clear;
  }

  /** The server's time up before a kill: upMs, and minAckedPerStretch more writes acknowledged. */
  async stretch(rng: Rng): Promise<void> {
    const before = this.acked;
    await new Promise((r) => setTimeout(r, rng.int(this.opts.upMs[0], this.opts.upMs[1])));
    while (this.acked - before < (this.opts.minAckedPerStretch ?? 0))
      await new Promise((r) => setTimeout(r, 20));
  }

  async killer(rng: Rng, log: (msg: string) => void): Promise<void> {
    const opts = this.opts;
    for (let k = 1; k <= opts.kills; k++) {
      await this.stretch(rng);
      let release = () => {};
      this.up = new Promise<void>((r) => {
        release = r;
      });
      await this.server.kill();
      log(`  SIGKILL ${k}/${opts.kills} após ${this.ops.length} escritas enviadas; reiniciando...`);
      const started = performance.now();
      this.server = await startServer(serverOptions(opts));
      this.restartMs.push(performance.now() - started);
      release();
    }
    // A last stretch of writes, then the final kill: the last acknowledged writes must survive
    // a crash too, not only a clean shutdown.
    await this.stretch(rng);
    this.running = false;
    await this.server.kill();
  }
}

function newOp(client: number, seq: number, kind: Kind, bookId: string | null): Op {
  return { client, seq, kind, bookId, status: 'unsent', httpStatus: 0, orderIds: [] };
}

/** The database opened directly after the last kill: the losses, the invariants and the counts. */
async function report(opts: CrashOptions, run: CrashRun): Promise<CrashReport> {
  const ops = run.ops;
  const { db, sqlite } = openDatabase(opts);
  try {
    const losses = await findLosses(
      db,
      ops,
      run.sessions.map((x) => x.userId),
    );
    const checks = await invariants(db, sqlite);
    const acked = ops.filter((o) => o.status === 'acked');
    const byKind = (k: Kind) => acked.filter((o) => o.kind === k).length;
    return {
      kills: opts.kills + 1,
      restartMs: run.restartMs,
      ops: ops.length,
      acknowledged: {
        like: byKind('like'),
        unlike: byKind('unlike'),
        'cart.add': byKind('cart.add'),
        'cart.clear': byKind('cart.clear'),
        checkout: byKind('checkout'),
        total: acked.length,
      },
      refused: ops.filter((o) => o.status === 'refused').length,
      unsent: ops.filter((o) => o.status === 'unsent').length,
      uncertain: ops.filter((o) => o.status === 'uncertain').length,
      serverErrors: run.serverErrors,
      losses,
      checks,
    };
  } finally {
    await db.destroy();
  }
}

/** The invariants, in SQL both engines run; the file's integrity_check on SQLite only. */
async function invariants(db: DB, sqlite: SQLiteConnection | undefined): Promise<CrashReport['checks']> {
  return {
    integrity: sqlite ? String(sqlite.pragma('integrity_check', { simple: true })) : null,
    likeCountMismatches: await count(
      db,
      sql<Count>`select count(*) as n from books b where b.likes_count <> (select count(*) from likes l where l.book_id = b.id)`,
    ),
    booksInTwoOrders: await count(
      db,
      sql<Count>`select count(*) as n from (select oi.book_id from order_items oi join orders o on o.id = oi.order_id
         where o.status <> 'cancelado' group by oi.book_id having count(distinct oi.order_id) > 1) as twice`,
    ),
    ordersWithoutItems: await count(
      db,
      sql<Count>`select count(*) as n from orders o where not exists (select 1 from order_items oi where oi.order_id = o.id)`,
    ),
    unsoldBooksInOrders: await count(
      db,
      sql<Count>`select count(*) as n from order_items oi join orders o on o.id = oi.order_id join books b on b.id = oi.book_id
         where o.status <> 'cancelado' and b.status <> 'sold'`,
    ),
  };
}

interface Count {
  n: number;
}

async function count(db: DB, query: RawBuilder<Count>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Every acknowledged write whose effect is missing, unless a later request of the same client
 * that may have committed (acknowledged or uncertain) explains it.
 */
async function findLosses(db: DB, ops: readonly Op[], userOf: readonly string[]): Promise<string[]> {
  const losses: string[] = [];
  const byClient = new Map<number, Op[]>();
  for (const op of ops) byClient.set(op.client, [...(byClient.get(op.client) ?? []), op]);
  const likeRows = new Set(
    (await db.selectFrom('likes').select(['user_id', 'book_id']).execute()).map(
      (r) => `${r.user_id}|${r.book_id}`,
    ),
  );
  const cartRows = new Set(
    (await db.selectFrom('cart_items').select(['user_id', 'book_id']).execute()).map(
      (r) => `${r.user_id}|${r.book_id}`,
    ),
  );
  const orders = new Map(
    (await db.selectFrom('orders').select(['id', 'buyer_id']).execute()).map((o) => [o.id, o.buyer_id]),
  );
  const itemsByOrder = new Map<string, string[]>();
  for (const item of await db.selectFrom('order_items').select(['order_id', 'book_id']).execute())
    itemsByOrder.set(item.order_id, [...(itemsByOrder.get(item.order_id) ?? []), item.book_id]);
  const soldBooks = new Set(
    (await db.selectFrom('books').select('id').where('status', '=', 'sold').execute()).map((b) => b.id),
  );

  for (const [client, list] of byClient) {
    const userId = userOf[client];
    if (!userId) continue;
    const mayHaveCommitted = (o: Op) => o.status === 'acked' || o.status === 'uncertain';
    list.forEach((op, i) => {
      if (op.status !== 'acked') return;
      const later = list.slice(i + 1).filter(mayHaveCommitted);
      if (op.kind === 'like' || op.kind === 'unlike') {
        if (later.some((o) => o.bookId === op.bookId && (o.kind === 'like' || o.kind === 'unlike'))) return;
        const present = likeRows.has(`${userId}|${op.bookId}`);
        if (present !== (op.kind === 'like')) losses.push(`${op.kind} ${op.bookId} do cliente ${op.client}`);
      } else if (op.kind === 'cart.add') {
        if (later.some((o) => o.kind === 'checkout' || o.kind === 'cart.clear')) return;
        if (!cartRows.has(`${userId}|${op.bookId}`))
          losses.push(`cart.add ${op.bookId} do cliente ${op.client}`);
      } else if (op.kind === 'checkout') {
        for (const id of op.orderIds) {
          const books = itemsByOrder.get(id) ?? [];
          if (orders.get(id) !== userId || books.length === 0 || books.some((b) => !soldBooks.has(b)))
            losses.push(`pedido ${id} do cliente ${op.client}`);
        }
      } else if (op.kind === 'cart.clear') {
        if (later.some((o) => o.kind === 'cart.add')) return;
        const left = [...cartRows].filter((k) => k.startsWith(`${userId}|`)).length;
        if (left > 0) losses.push(`cart.clear do cliente ${op.client} (${left} itens ficaram)`);
      }
    });
  }
  return losses;
}
