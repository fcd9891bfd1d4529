import { mkdtempSync, rmSync } from 'node:fs';
import { type ClientRequest, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { childProcesses, type ServerChild, startServer, testPort } from '../../scripts/lib/server.ts';
import { TrpcClient, unwrap } from '../../scripts/lib/trpc-http.ts';
import { createSession, generateSessionToken } from '../../server/accounts/session.ts';
import { type OpenStream, openEventStream } from '../helpers/event-stream.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { hasPostgres } from '../helpers/pg-cluster.ts';
import { startPgProcesses } from '../helpers/pg-processes.ts';

// PROCESSES=2 (docs/decisions/051-several-processes-on-one-machine.md): one production server
// whose primary starts two processes on one port, on the embedded SQLite file and on PostgreSQL.
// What one process publishes live must reach the streams the other holds (on SQLite the primary
// relays it; on PostgreSQL LISTEN/NOTIFY does), a process that dies is replaced while the other
// keeps serving, and SIGTERM ends them all with status 0. Only the SQLite project runs this file
// (vitest.config.ts): it starts its own PostgreSQL cluster, as multi-process.test.ts does.

const inPgProject = process.env.RELEIA_TEST_ENGINE === 'postgres';
const postgresHere = !inPgProject && hasPostgres('processes-one-port.test.ts');

interface World {
  db: DB;
  server: ServerChild;
  bookId: string;
  readerToken: string;
  streams: OpenStream[];
  stop: () => Promise<void>;
}

/** A seller's book and a signed-in reader, written before the server starts. */
async function fixtures(db: DB): Promise<{ bookId: string; readerToken: string }> {
  const seller = await createUser(db, { verified: true });
  const bookId = await createBook(db, seller.id);
  const reader = await createUser(db, { verified: true });
  const readerToken = generateSessionToken();
  await createSession(db, readerToken, reader.id);
  return { bookId, readerToken };
}

async function onSqlite(): Promise<World> {
  const dir = mkdtempSync(join(tmpdir(), 'releia-one-port-'));
  const databasePath = join(dir, 'releia.db');
  const { db } = createDb(databasePath);
  await migrateToLatest(db);
  const made = await fixtures(db);
  const server = await startServer({
    databasePath,
    dataDir: dir,
    port: await testPort(),
    env: { PROCESSES: '2' },
  });
  return {
    db,
    server,
    ...made,
    streams: [],
    stop: async () => {
      await server.stop();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function onPostgres(): Promise<World> {
  let made: Awaited<ReturnType<typeof fixtures>> | undefined;
  const p = await startPgProcesses({
    name: 'one-port-pg',
    count: 1,
    env: { PROCESSES: '2', DATABASE_POOL_SIZE: '3' },
    prepare: async (db) => {
      made = await fixtures(db);
    },
  });
  const [server] = p.servers;
  if (!server || !made) throw new Error('servidor PostgreSQL');
  return { db: p.db, server, ...made, streams: [], stop: p.stop };
}

/** Which process answers a GET on a connection of its own (its X-Releia-Process). */
function processAnswering(server: ServerChild, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(`${server.url}${path}`, { agent: false }, (res) => {
      res.resume();
      const which = res.headers['x-releia-process'];
      if (res.statusCode === 200 && typeof which === 'string') resolve(which);
      else reject(new Error(`${path}: ${res.statusCode}, processo ${String(which)}`));
    })
      .setTimeout(3000, function (this: ClientRequest) {
        this.destroy(new Error(`${path}: sem resposta em 3 s`));
      })
      .on('error', reject);
  });
}

/** The processes that answer `tries` requests, each on a new connection. */
async function processesSeen(server: ServerChild, tries: number): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < tries; i++) seen.add(await processAnswering(server, '/healthz'));
  return seen;
}

/** Like streams for the book, opened until both processes hold one. */
async function streamsOnBothProcesses(w: World): Promise<OpenStream[]> {
  const held = new Map<string, OpenStream>();
  for (let i = 0; i < 10 && held.size < 2; i++) {
    const stream = await openEventStream(w.server.url, 'likes.events', { bookIds: [w.bookId] }, null);
    w.streams.push(stream);
    await stream.waitFor((e) => (e as { kind?: string }).kind === 'snapshot', 5000, 'snapshot');
    if (stream.process && !held.has(stream.process)) held.set(stream.process, stream);
  }
  return [...held.values()];
}

async function likeReachesBoth(w: World): Promise<void> {
  // The server answers once its first process listens; the second follows within moments.
  await expect
    .poll(async () => (await processesSeen(w.server, 6)).size, { timeout: 10_000, interval: 100 })
    .toBe(2);
  const both = await streamsOnBothProcesses(w);
  expect(both.map((s) => s.process)).toHaveLength(2);

  const reader = new TrpcClient(w.server.url, { keepAlive: false });
  reader.session = w.readerToken;
  unwrap(await reader.mutation('likes.like', { bookId: w.bookId }), 'likes.like');
  for (const stream of both) {
    const change = await stream.waitFor((e) => (e as { kind?: string }).kind === 'change', 3000, 'curtida');
    expect(change).toMatchObject({ kind: 'change', bookId: w.bookId, likesCount: 1 });
  }
}

async function deadProcessReplaced(w: World): Promise<void> {
  const before = childProcesses(w.server.pid);
  expect(before).toHaveLength(2);
  const [victim] = before;
  if (victim === undefined) throw new Error('sem processos');
  process.kill(victim, 'SIGKILL');
  // Once the primary has seen it go (and before the replacement is up, a second later), the
  // survivor answers everything. A connection dealt out in between is lost, as with any crash.
  await expect
    .poll(() => childProcesses(w.server.pid).includes(victim), { timeout: 5000, interval: 20 })
    .toBe(false);
  for (let i = 0; i < 5; i++) expect(await processAnswering(w.server, '/healthz')).toMatch(/^\d+$/);
  await expect
    .poll(async () => (await processesSeen(w.server, 4)).size, { timeout: 15_000, interval: 250 })
    .toBe(2);
  expect(childProcesses(w.server.pid)).toHaveLength(2);
  expect(w.server.output()).toContain('um processo terminou (código SIGKILL); outro o substitui');
}

async function sigtermEndsAll(w: World): Promise<void> {
  for (const stream of w.streams.splice(0)) stream.close();
  const children = childProcesses(w.server.pid);
  expect(children).toHaveLength(2);
  await w.server.stop();
  expect(await w.server.exited).toBe(0);
  for (const pid of children) expect(() => process.kill(pid, 0)).toThrow();
}

/** The tests of one engine; `kill` adds the dead process's replacement (once is enough). */
function processesOn(engine: string, start: () => Promise<World>, opts: { kill: boolean; skip?: boolean }) {
  describe.skipIf(opts.skip ?? false)(`two processes on one port and one ${engine}`, () => {
    let world: World;
    beforeAll(async () => {
      world = await start();
    }, 120_000);
    afterAll(async () => {
      for (const stream of world?.streams.splice(0) ?? []) stream.close();
      await world?.stop();
    });

    it(
      'each answers in turn, and a like through either reaches the streams both hold',
      { timeout: 30_000 },
      () => likeReachesBoth(world),
    );
    it.skipIf(!opts.kill)(
      'a process that dies is replaced while the other keeps serving',
      { timeout: 30_000 },
      () => deadProcessReplaced(world),
    );
    it('SIGTERM ends every process and the primary exits with status 0', { timeout: 30_000 }, () =>
      sigtermEndsAll(world),
    );
  });
}

processesOn('SQLite file', onSqlite, { kill: true });
processesOn('PostgreSQL database', onPostgres, { kill: false, skip: !postgresHere });
