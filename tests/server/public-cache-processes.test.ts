import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { type ServerChild, startServer } from '../../scripts/lib/server.ts';
import { TrpcClient, unwrap } from '../../scripts/lib/trpc-http.ts';
import { createSession, generateSessionToken } from '../../server/accounts/session.ts';
import { createUser, makeEligibleSeller, VALID_ADDRESS } from '../helpers/factories.ts';
import { hasPostgres } from '../helpers/pg-cluster.ts';
import { startPgProcesses } from '../helpers/pg-processes.ts';
import { freePorts } from '../helpers/processes.ts';

// Visitors' public answers kept by each process (docs/decisions/050-public-answer-cache.md), with
// two real server processes on one database: two on one SQLite file (WAL), and two on one
// PostgreSQL. Each process holds a visitor's book page in memory; a price change, a sale and a
// seller's suspension written through one of them must be seen on the very next request by both.
// Only the SQLite project runs this file: it starts its own cluster, as multi-process.test.ts does.

const inPgProject = process.env.RELEIA_TEST_ENGINE === 'postgres';
const postgresHere = !inPgProject && hasPostgres('public-cache-processes.test.ts');

interface World {
  db: DB;
  servers: [ServerChild, ServerChild];
  stop: () => Promise<void>;
}

async function twoServers(db: DB, dir: string, databasePath: string, env: Record<string, string>) {
  const ports = await freePorts(2);
  const servers = await Promise.all(
    ports.map((port) =>
      startServer({
        databasePath,
        dataDir: dir,
        port,
        env: { APP_SECRET: 'um-segredo-comum-aos-dois-processos', ...env },
      }),
    ),
  );
  return {
    db,
    servers: servers as [ServerChild, ServerChild],
    stop: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db.destroy();
    },
  };
}

async function onSqlite(dir: string): Promise<World> {
  const path = join(dir, 'releia.db');
  const { db } = createDb(path);
  await migrateToLatest(db);
  return twoServers(db, dir, path, {});
}

async function onPostgres(): Promise<World> {
  const p = await startPgProcesses({ name: 'public-cache-pg', count: 2, env: { DATABASE_POOL_SIZE: '3' } });
  return { db: p.db, servers: p.servers as [ServerChild, ServerChild], stop: p.stop };
}

async function signedIn(db: DB, server: ServerChild, userId: string): Promise<TrpcClient> {
  const token = generateSessionToken();
  await createSession(db, token, userId);
  const client = new TrpcClient(server.url);
  client.session = token;
  return client;
}

/** A process's count of visitors' answers served from its kept copy. */
async function hits(server: ServerChild): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/releia_public_answers_total\{result="hit"\} (\d+)/.exec(text)?.[1] ?? 0);
}

interface SeenBook {
  priceCents: number;
  available: boolean;
}

/** The book as a visitor reads it on `server`: its price and whether it is on sale, or 'não encontrado'. */
async function seenOn(server: ServerChild, id: string): Promise<SeenBook | 'não encontrado'> {
  const result = await new TrpcClient(server.url).query<SeenBook>('books.byId', { id });
  if (!result.ok && result.error.code === 'NOT_FOUND') return 'não encontrado';
  const { priceCents, available } = unwrap(result, 'books.byId');
  return { priceCents, available };
}

/** Both processes hold the visitor's answer in memory: each serves it a second time from the copy. */
async function warm(world: World, id: string): Promise<void> {
  for (const server of world.servers) {
    const before = await hits(server);
    await seenOn(server, id);
    await seenOn(server, id);
    expect(await hits(server)).toBeGreaterThan(before);
  }
}

async function listedBook(
  world: World,
  price: string,
): Promise<{ id: string; seller: TrpcClient; sellerId: string }> {
  const user = await createUser(world.db, { verified: true });
  await makeEligibleSeller(world.db, user.id);
  const seller = await signedIn(world.db, world.servers[0], user.id);
  const { id } = unwrap(
    await seller.mutation<{ id: string }>('books.create', {
      title: 'Memórias Póstumas de Brás Cubas',
      author: 'Machado de Assis',
      price,
      condition: 'usado_bom',
    }),
    'books.create',
  );
  return { id, seller, sellerId: user.id };
}

/** The three writes, each through one process and seen at once by both. */
function scenario(world: () => World) {
  it('a price change through A is seen on the next request by A and B', { timeout: 30_000 }, async () => {
    const w = world();
    const { id, seller } = await listedBook(w, '30,00');
    await warm(w, id);
    unwrap(await seller.mutation('books.update', { id, changes: { price: '24,90' } }), 'books.update');
    for (const server of w.servers)
      expect(await seenOn(server, id)).toEqual({ priceCents: 2490, available: true });
  });

  it('a sale through B is seen on the next request by A and B', { timeout: 30_000 }, async () => {
    const w = world();
    const { id } = await listedBook(w, '30,00');
    await warm(w, id);
    const buyer = await createUser(w.db, { verified: true });
    const onB = await signedIn(w.db, w.servers[1], buyer.id);
    unwrap(await onB.mutation('cart.add', { bookId: id }), 'cart.add');
    unwrap(await onB.mutation('orders.checkout', { delivery: VALID_ADDRESS }), 'orders.checkout');
    for (const server of w.servers) expect(await seenOn(server, id)).toMatchObject({ available: false });
  });

  it("a seller's suspension through A hides the book on the next request on A and B", {
    timeout: 30_000,
  }, async () => {
    const w = world();
    const { id, sellerId } = await listedBook(w, '30,00');
    await warm(w, id);
    const admin = await createUser(w.db, { admin: true, verified: true });
    const onA = await signedIn(w.db, w.servers[0], admin.id);
    unwrap(
      await onA.mutation('admin.users.suspend', { userId: sellerId, reason: 'Anúncios falsos' }),
      'suspend',
    );
    for (const server of w.servers) expect(await seenOn(server, id)).toBe('não encontrado');
  });
}

describe.skipIf(inPgProject)('two processes on one SQLite file', () => {
  let dir: string;
  let w: World;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'releia-public-cache-'));
    w = await onSqlite(dir);
  }, 120_000);
  afterAll(async () => {
    await w?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
  scenario(() => w);
});

describe.skipIf(!postgresHere)('two processes on one PostgreSQL', () => {
  let w: World;
  beforeAll(async () => {
    w = await onPostgres();
  }, 180_000);
  afterAll(() => w?.stop(), 60_000);
  scenario(() => w);
});
