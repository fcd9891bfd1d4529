import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { openSessions } from '../../scripts/lib/accounts.ts';
import { createSeededDatabase } from '../../scripts/lib/dataset.ts';
import { type ServerChild, startServer, testPort } from '../../scripts/lib/server.ts';
import { TrpcClient } from '../../scripts/lib/trpc-http.ts';

// SIGTERM under write load: the production server (API only) drains its requests and event
// streams, checkpoints the WAL, closes the database and exits 0 within 10 s, and every write it
// answered with a 2xx is in the database afterwards.

let dir: string;
let path: string;
let server: ServerChild | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'releia-shutdown-'));
  path = join(dir, 'db', 'releia.db');
  await createSeededDatabase(path, { users: 40, books: 400, seed: 5 });
}, 60_000);
afterAll(async () => {
  await server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens a live-likes event stream; resolves when the server ends it. */
function openEventStream(baseUrl: string, bookId: string): Promise<{ endedAt: number }> {
  const input = encodeURIComponent(JSON.stringify(superjson.serialize({ bookIds: [bookId] })));
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}/trpc/likes.events?input=${input}`,
      { headers: { accept: 'text/event-stream', 'sec-fetch-site': 'same-origin' } },
      (res) => {
        res.resume();
        res.on('close', () => resolve({ endedAt: Date.now() }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('SIGTERM under write load', () => {
  it('drains, keeps every acknowledged write, checkpoints the WAL and exits 0 within 10 s', {
    timeout: 60_000,
  }, async () => {
    const setup = createDb(path);
    const sessions = await openSessions(setup.db, 8);
    const books = await setup.db
      .selectFrom('books')
      .select('id')
      .where('status', '=', 'available')
      .orderBy('id')
      .execute();
    await setup.db.destroy();

    const running = await startServer({
      databasePath: path,
      dataDir: join(dir, 'db'),
      port: await testPort(),
    });
    server = running;
    const stream = openEventStream(running.url, books[0]?.id ?? '');

    const acked: { userId: string; bookId: string }[] = [];
    const perClient = Math.floor(books.length / sessions.length);
    let gone = false;
    void running.exited.then(() => {
      gone = true;
    });
    const writers = sessions.map(async (session, c) => {
      const client = new TrpcClient(running.url);
      client.session = session.token;
      for (let i = 0; i < perClient && !gone; i++) {
        const bookId = books[c * perClient + i]?.id ?? '';
        try {
          const result = await client.mutation('likes.like', { bookId });
          if (result.ok) acked.push({ userId: session.userId, bookId });
        } catch {
          // Refused or cut connection: no 2xx, so nothing to check.
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    });

    // SIGTERM once the load is well under way (a busy machine writes slower).
    for (const until = Date.now() + 20_000; acked.length < 40 && Date.now() < until; )
      await new Promise((r) => setTimeout(r, 50));
    const sigterm = Date.now();
    running.child.kill('SIGTERM');
    const code = await running.exited;
    const stoppedMs = Date.now() - sigterm;
    await Promise.all(writers);

    expect(code).toBe(0);
    expect(stoppedMs).toBeLessThan(10_000);
    expect((await stream).endedAt).toBeLessThanOrEqual(sigterm + stoppedMs);
    expect(running.output()).toContain('conexões de eventos encerradas: 1');
    // Enough writes for the check to mean something.
    expect(acked.length).toBeGreaterThanOrEqual(40);

    // The WAL was folded into the database and removed (or left empty) by the clean close.
    const wal = `${path}-wal`;
    expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);
    const after = createDb(path);
    const likes = await after.db.selectFrom('likes').select(['user_id', 'book_id']).execute();
    const stored = new Set(likes.map((l) => `${l.user_id}|${l.book_id}`));
    expect(acked.filter((a) => !stored.has(`${a.userId}|${a.bookId}`))).toEqual([]);
    expect(after.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    await after.db.destroy();
  });
});
