// How many server files and functions one book's life crosses, from listing to review: the
// seller lists it, a reader puts it in the cart and checks out, the seller confirms the Pix and
// ships, the reader confirms delivery and reviews. Counted by V8's precise coverage of the tRPC
// calls alone (everything is imported before coverage starts), so a file counts when one of its
// functions runs for this path, not because something imported it. docs/architecture.md quotes it.
// usage: npm run path-files   (SQLite in a temporary directory, demo data; prints one table)
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../db/seed/index.ts';
import { createSession, generateSessionToken, validateSessionToken } from '../server/accounts/session.ts';
import { appRouter } from '../server/app-router.ts';
import { loadConfig } from '../server/config.ts';
import { createContextInner } from '../server/context.ts';
import { createCallerFactory } from '../server/trpc.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const createCaller = createCallerFactory(appRouter);
type Caller = ReturnType<typeof createCaller>;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'releia-path-'));
  const { db } = createDb(join(dir, 'releia.db'));
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, { dataDir: dir, log: () => {}, writeCovers: false });
    const config = loadConfig({ ...process.env, DATA_DIR: dir, DATABASE_PATH: join(dir, 'releia.db') });
    // Signed in as a browser would be: a session row, validated into the context's user.
    const member = async (email: string) => {
      const { id } = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const token = generateSessionToken();
      await createSession(db, token, id);
      const session = await validateSessionToken(db, token);
      if (!session) throw new Error(`sem sessão para ${email}`);
      return createCaller(
        createContextInner({ db, config, user: session.user, sessionId: session.sessionId }),
      );
    };
    const seller = await member(DEMO_ACCOUNTS.seller.email);
    const reader = await member(DEMO_ACCOUNTS.reader.email);
    await reader.cart.clear();

    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await bookLife(seller, reader);
    const { result } = await session.post('Profiler.takePreciseCoverage');
    await session.post('Profiler.stopPreciseCoverage');
    report(result);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bookLife(seller: Caller, reader: Caller): Promise<void> {
  const { id } = await seller.books.create({
    title: 'Vidas Secas',
    author: 'Graciliano Ramos',
    price: '29,90',
    condition: 'usado_bom',
  });
  await reader.cart.add({ bookId: id });
  const delivery = {
    cep: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP' as const,
  };
  const { orderIds } = await reader.orders.checkout({ delivery });
  const orderId = orderIds[0] ?? '';
  await seller.orders.confirmPayment({ id: orderId });
  await seller.orders.ship({ id: orderId, trackingCode: 'AA123456785BR' });
  await reader.orders.confirmDelivery({ id: orderId });
  await reader.reviews.create({
    orderId,
    overall: 5,
    communication: 5,
    shipping: 4,
    condition: 5,
    comment: 'Chegou bem embalado.',
    isAnonymous: false,
  });
}

interface ScriptCoverage {
  url: string;
  functions: Array<{ functionName: string; ranges: Array<{ startOffset: number; count: number }> }>;
}

/** The server files, and their named functions, that ran during the path. */
function report(scripts: ScriptCoverage[]): void {
  const files = new Map<string, Set<string>>();
  for (const script of scripts) {
    if (!script.url.startsWith('file://')) continue;
    const path = relative(ROOT, fileURLToPath(script.url));
    if (!path.startsWith('server/')) continue;
    // The module's own body (the range starting at 0) ran at import, before coverage started.
    const ran = script.functions.filter(
      (f) => f.ranges[0]?.startOffset !== 0 && (f.ranges[0]?.count ?? 0) > 0,
    );
    if (ran.length > 0) files.set(path, new Set(ran.map((f, i) => f.functionName || `(anônima ${i + 1})`)));
  }
  const folders = new Set([...files.keys()].map((f) => f.split('/').slice(0, -1).join('/')));
  const functions = [...files.values()].reduce((n, s) => n + s.size, 0);
  console.info('| | listagem → avaliação |\n|---|---|');
  console.info(`| arquivos do servidor | ${files.size} |`);
  console.info(`| pastas | ${folders.size} |`);
  console.info(`| funções | ${functions} |`);
  for (const [file, names] of [...files].sort()) console.info(`  ${file}: ${[...names].sort().join(', ')}`);
}

await main();
