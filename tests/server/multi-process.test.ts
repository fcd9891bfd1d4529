import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/client.ts';
import { seed } from '../../db/seed/index.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { runDoubleSale } from '../../scripts/lib/double-sale.ts';
import { REPO_ROOT, type ServerChild } from '../../scripts/lib/server.ts';
import { TrpcClient, unwrap } from '../../scripts/lib/trpc-http.ts';
import { createSession, generateSessionToken } from '../../server/accounts/session.ts';
import { expectTenSalesOfTen } from '../helpers/double-sale.ts';
import { createUser, makeEligibleSeller, VALID_ADDRESS } from '../helpers/factories.ts';
import { hasPostgres } from '../helpers/pg-cluster.ts';
import { type PgProcesses, startPgProcesses } from '../helpers/pg-processes.ts';
import { type AckedLike, likesMissing } from '../helpers/processes.ts';

// Past one machine (docs/decisions/026-postgresql-engine.md): three production Releia processes
// on three ports in front of one PostgreSQL database and one DATA_DIR (decision 029), as a
// deployment behind a load balancer runs them. What one process writes, the other two must see
// at once: the double-sale guard, search, live likes and messages; and a process killed under
// write load loses nothing it acknowledged while the other two keep serving.

const postgresHere = hasPostgres('multi-process.test.ts');
// The browser half needs the production client build, which `npm test` makes before this runs.
const built = existsSync(join(REPO_ROOT, 'dist', 'client', 'index.html'));

let processes: PgProcesses | undefined;
let dir: string;
let url: string;
let db: DB;
let servers: ServerChild[] = [];
let browser: Browser | undefined;

async function signedIn(userId: string): Promise<string> {
  const token = generateSessionToken();
  await createSession(db, token, userId);
  return token;
}

function client(server: ServerChild, token: string | null, keepAlive = true): TrpcClient {
  const c = new TrpcClient(server.url, { keepAlive });
  c.session = token;
  return c;
}

/** An eligible seller with a session, made in the database as the sign-up flow leaves one. */
async function seller(): Promise<{ id: string; token: string }> {
  const user = await createUser(db, { verified: true });
  await makeEligibleSeller(db, user.id);
  return { id: user.id, token: await signedIn(user.id) };
}

/** Milliseconds until `check` holds, polling every 25 ms; fails past `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`não aconteceu em ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  if (!postgresHere) return;
  processes = await startPgProcesses({
    name: 'multi',
    count: 3,
    serveClient: built,
    env: { DATABASE_POOL_SIZE: '5' },
    prepare: (db, dir) => seed(db, { users: 130, books: 300, seed: 17, dataDir: dir }),
  });
  ({ dir, url, db, servers } = processes);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await processes?.stop();
}, 60_000);

describe.skipIf(!postgresHere)('three Releia processes on one PostgreSQL', () => {
  it('100 checkouts racing for 10 books over the three make exactly 10 orders', {
    timeout: 90_000,
  }, async () => {
    const report = await runDoubleSale({
      baseUrl: servers.map((s) => s.url),
      databasePath: join(dir, 'unused.db'),
      databaseUrl: url,
      buyers: 100,
      books: 10,
      seed: 6,
    });
    expectTenSalesOfTen(report);
  });

  it('a book listed through A is found on B and C within a second, and sold it is gone from all three', {
    timeout: 30_000,
  }, async () => {
    const [a, b, c] = servers as [ServerChild, ServerChild, ServerChild];
    const ana = await seller();
    const title = 'Quincas Borba, edição anotada';
    const { id } = unwrap(
      await client(a, ana.token).mutation<{ id: string }>('books.create', {
        title,
        author: 'Machado de Assis',
        price: '27,50',
        condition: 'usado_bom',
      }),
      'books.create',
    );
    const found = (on: ServerChild) => async () => {
      const page = unwrap(
        await client(on, null).query<{ items: { id: string }[] }>('search.books', {
          q: 'quincas borba anotada',
        }),
        'search.books',
      );
      return page.items.some((item) => item.id === id);
    };
    for (const on of [b, c]) expect(await msUntil(found(on), 1000)).toBeLessThan(1000);

    const buyer = await createUser(db, { verified: true });
    const buyerClient = client(b, await signedIn(buyer.id));
    unwrap(await buyerClient.mutation('cart.add', { bookId: id }), 'cart.add');
    unwrap(await buyerClient.mutation('orders.checkout', { delivery: VALID_ADDRESS }), 'orders.checkout');
    const gone = (on: ServerChild) => async () => !(await found(on)());
    for (const on of [a, b, c]) expect(await msUntil(gone(on), 1000)).toBeLessThan(1000);
  });

  it.skipIf(!built)(
    'a like through A and a message through A reach a browser on C within a second',
    {
      timeout: 60_000,
    },
    async () => {
      const [a, , c] = servers as [ServerChild, ServerChild, ServerChild];
      const bruno = await seller();
      const { id, path } = unwrap(
        await client(a, bruno.token).mutation<{ id: string; path: string }>('books.create', {
          title: 'O Ateneu',
          author: 'Raul Pompeia',
          price: '22,00',
          condition: 'usado_bom',
        }),
        'books.create',
      );
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

      // A visitor reads the book's page on C while a reader likes it through A.
      const visitor = await browser.newPage();
      const likeStream = visitor.waitForResponse((r) => r.url().includes('likes.events'));
      await visitor.goto(`${c.url}${path}`);
      await likeStream;
      const count = visitor.getByText(/pessoas? curti/);
      await count.getByText('0 pessoas curtiram este livro').waitFor();
      const reader = await createUser(db, { verified: true });
      const readerToken = await signedIn(reader.id);
      const sent = performance.now();
      unwrap(await client(a, readerToken).mutation('likes.like', { bookId: id }), 'likes.like');
      await visitor.getByText('1 pessoa curtiu este livro').waitFor({ timeout: 1000 });
      expect(performance.now() - sent).toBeLessThan(1000);

      // The seller reads the conversation on C while the reader writes through A.
      const readerOnA = client(a, readerToken);
      const { conversationId } = unwrap(
        await readerOnA.mutation<{ conversationId: string }>('messages.start', {
          otherUserId: bruno.id,
          bookId: id,
        }),
        'messages.start',
      );
      const context = await browser.newContext();
      await context.addCookies([{ name: 'releia_session', value: bruno.token, url: c.url }]);
      const sellerPage = await context.newPage();
      const messageStream = sellerPage.waitForResponse((r) => r.url().includes('messages.events'));
      await sellerPage.goto(`${c.url}/chats/${conversationId}`);
      await messageStream;
      await sellerPage.getByRole('textbox', { name: 'Mensagem' }).waitFor();
      const body = 'Oi! O Ateneu ainda está disponível? Posso buscar amanhã.';
      const messageSent = performance.now();
      unwrap(await readerOnA.mutation('messages.send', { conversationId, body }), 'messages.send');
      await sellerPage.getByRole('log').getByText(body).waitFor({ timeout: 1000 });
      expect(performance.now() - messageSent).toBeLessThan(1000);
    },
  );

  it('SIGKILL of one process under write load loses no acknowledged like, and the other two keep serving', {
    timeout: 60_000,
  }, async () => {
    const victim = servers[1] as ServerChild;
    const books = (
      await db.selectFrom('books').select('id').where('status', '=', 'available').limit(40).execute()
    ).map((b) => b.id);
    const readers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const user = await createUser(db, { verified: true });
        return { id: user.id, token: await signedIn(user.id) };
      }),
    );
    const acked: AckedLike[] = [];
    const failures = new Map<string, number>();
    const loops = readers.map(async (reader, r) => {
      for (let i = 0; i < books.length; i++) {
        const server = servers[(r + i) % 3] as ServerChild;
        const bookId = books[i] as string;
        try {
          const result = await client(server, reader.token, false).mutation('likes.like', { bookId });
          if (result.ok) acked.push({ userId: reader.id, bookId });
          else failures.set(server.url, (failures.get(server.url) ?? 0) + 1);
        } catch {
          failures.set(server.url, (failures.get(server.url) ?? 0) + 1);
        }
      }
    });
    await new Promise((r) => setTimeout(r, 400));
    await victim.kill();
    await Promise.all(loops);

    expect(acked.length).toBeGreaterThan(100);
    // Only the killed process failed anyone.
    expect([...failures.keys()].filter((u) => u !== victim.url)).toEqual([]);
    expect(
      await likesMissing(
        db,
        readers.map((r) => r.id),
        acked,
      ),
    ).toEqual([]);
    const counts = await db
      .selectFrom('books')
      .select(['id', 'likes_count'])
      .select((eb) =>
        eb
          .selectFrom('likes')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('likes.book_id', '=', 'books.id')
          .as('n'),
      )
      .where('id', 'in', books)
      .execute();
    expect(counts.filter((b) => Number(b.n) !== b.likes_count)).toEqual([]);
    for (const alive of [servers[0], servers[2]] as ServerChild[])
      expect((await fetch(`${alive.url}/healthz`)).status).toBe(200);
  });
});
