import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/client.ts';
import type { ServerChild } from '../../scripts/lib/server.ts';
import { type CallResult, TrpcClient } from '../../scripts/lib/trpc-http.ts';
import { createSession, generateSessionToken } from '../../server/accounts/session.ts';
import { type OpenStream, openEventStream } from '../helpers/event-stream.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { hasPostgres, type PgCluster } from '../helpers/pg-cluster.ts';
import { type PgProcesses, startPgProcesses } from '../helpers/pg-processes.ts';
import { type AckedLike, likesMissing } from '../helpers/processes.ts';

// Database restart under load (docs/reliability.md): three production processes on one
// PostgreSQL, likes being written through all three and a live like stream open on each, while
// PostgreSQL restarts twice: once at once (pg_ctl's fast stop and a start), once staying down for
// a second and a half. No process may exit; every like acknowledged is in the database; a request
// that meets the outage is answered 503 with a sentence in pt-BR, within a bounded time; once
// PostgreSQL is back, requests and live events work again within 5 s.

const postgresHere = hasPostgres('pg-restart.test.ts');

/** What a request may take at worst while the database is away: the pool's connection timeout and some. */
const REQUEST_BOUND_MS = 10_000;
const RECOVERY_MS = 5_000;
const UNAVAILABLE = /^O banco de dados está indisponível no momento\. Tente de novo em instantes\.$/;

let processes: PgProcesses | undefined;
let cluster: PgCluster;
let db: DB;
let servers: ServerChild[] = [];

async function reader(): Promise<{ id: string; token: string }> {
  const user = await createUser(db, { verified: true });
  const token = generateSessionToken();
  await createSession(db, token, user.id);
  return { id: user.id, token };
}

/** A like through `server`, or 'hang' when no answer came within REQUEST_BOUND_MS. */
async function like(server: ServerChild, token: string, bookId: string): Promise<CallResult | 'hang'> {
  const client = new TrpcClient(server.url, { keepAlive: false });
  client.session = token;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), REQUEST_BOUND_MS);
  });
  const answer = client.mutation('likes.like', { bookId }).catch(
    (err: unknown): CallResult => ({
      ok: false,
      status: 0,
      error: { code: 'FETCH', httpStatus: 0, message: String(err), title: null, fieldErrors: null },
    }),
  );
  return Promise.race([answer, hang]).finally(() => clearTimeout(timer));
}

const countIs = (bookId: string, n: number) => (event: unknown) => {
  const e = event as { kind?: string; bookId?: string; likesCount?: number; books?: unknown[] };
  if (e.kind === 'change') return e.bookId === bookId && e.likesCount === n;
  if (e.kind !== 'snapshot') return false;
  return (e.books as { bookId: string; likesCount: number }[]).some(
    (b) => b.bookId === bookId && b.likesCount === n,
  );
};

beforeAll(async () => {
  if (!postgresHere) return;
  processes = await startPgProcesses({
    name: 'pg-restart',
    count: 3,
    // The writers below like far faster than a person: the per-session limit is not under test.
    env: { WRITES_PER_MINUTE_PER_SESSION: '100000' },
  });
  ({ cluster, db, servers } = processes);
}, 180_000);

afterAll(() => processes?.stop(), 60_000);

describe.skipIf(!postgresHere)('Database restart under load', () => {
  it('no process exits, no acknowledged write is lost, the outage is a bounded 503 in pt-BR, and service and live events resume within 5 s', {
    timeout: 90_000,
  }, async () => {
    const seller = await createUser(db, { verified: true });
    const books = await Promise.all(Array.from({ length: 80 }, () => createBook(db, seller.id)));
    const watched = await createBook(db, seller.id);
    const readers = await Promise.all(Array.from({ length: 9 }, reader));
    const exits: string[] = [];
    for (const s of servers) void s.exited.then((code) => exits.push(`${s.url} saiu (${code})`));
    const streams: OpenStream[] = await Promise.all(
      servers.map((s) => openEventStream(s.url, 'likes.events', { bookIds: [watched] })),
    );
    for (const stream of streams) await stream.waitFor(countIs(watched, 0), 5000, 'primeiro snapshot');

    const acked: AckedLike[] = [];
    const refused: { status: number; message: string }[] = [];
    let stop = false;
    const writers = readers.map(async (r, i) => {
      for (let n = 0; !stop; n++) {
        const server = servers[(i + n) % 3] as ServerChild;
        const bookId = books[(i * 7 + n) % books.length] as string;
        const result = await like(server, r.token, bookId);
        if (result === 'hang') refused.push({ status: -1, message: `sem resposta de ${server.url}` });
        else if (result.ok) acked.push({ userId: r.id, bookId });
        else refused.push({ status: result.status, message: result.error.message });
        // Paced so the load spans both restarts.
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });

    let probes = 0;
    /** After PostgreSQL is back: a like through each process works, and every stream hears it, within 5 s. */
    const expectRecovered = async (backAt: number) => {
      for (const server of servers) {
        const prober = await reader().catch(() => null);
        for (;;) {
          const token = prober?.token;
          if (token) {
            const result = await like(server, token, watched);
            if (result !== 'hang' && result.ok) break;
          }
          if (Date.now() - backAt > RECOVERY_MS)
            throw new Error(`${server.url} não voltou em ${RECOVERY_MS} ms`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        probes += 1;
        for (const stream of streams)
          await stream.waitFor(
            countIs(watched, probes),
            Math.max(1, backAt + RECOVERY_MS - Date.now()),
            'curtida ao vivo',
          );
      }
      expect(Date.now() - backAt).toBeLessThan(RECOVERY_MS);
    };

    await new Promise((resolve) => setTimeout(resolve, 1000));
    await cluster.restart();
    await expectRecovered(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await cluster.restart({ downMs: 1500 });
    await expectRecovered(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    await Promise.all(writers);

    expect(exits).toEqual([]);
    expect(streams.filter((s) => s.endedAt !== null || s.errors.length > 0)).toEqual([]);
    expect(acked.length).toBeGreaterThan(100);
    // Every refusal is the outage's, said in pt-BR: never a hang, a 500 or a dropped connection.
    expect(refused.filter((r) => r.status !== 503 || !UNAVAILABLE.test(r.message))).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    expect(
      await likesMissing(
        db,
        readers.map((r) => r.id),
        acked,
      ),
    ).toEqual([]);
    for (const stream of streams) stream.close();
  });
});
