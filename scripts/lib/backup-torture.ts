// The backup under write load: clients keep liking books while `npm run backup`'s copy runs;
// the copy must pass integrity_check, hold every like acknowledged before it started, and serve
// when restored the way the README says (server stopped, file copied to DATABASE_PATH, no -wal
// or -shm beside it).

import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { createDb } from '../../db/client.ts';
import { Rng } from '../../db/seed/random.ts';
import { openSessions } from './accounts.ts';
import { checkDatabase } from './backup.ts';
import { REPO_ROOT, startServer } from './server.ts';
import { TrpcClient } from './trpc-http.ts';

export interface BackupReport {
  ms: number;
  bytes: number;
  integrity: string;
  counts: Record<string, number>;
  /** Likes acknowledged before the copy started / of those, missing from the copy. */
  ackedBefore: number;
  missingFromCopy: number;
  /** Likes acknowledged while the copy ran (each may or may not be in it). */
  ackedDuring: number;
  /** Writes the clients got acknowledged per second while the copy ran. */
  writesPerSecondDuring: number;
  restored: { healthz: number; booksListed: number; integrity: string };
}

/** Runs `npm run backup -- target` (tsx scripts/backup.ts) on `databasePath`; its duration in ms. */
function runBackupCommand(databasePath: string, target: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', target], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', DATABASE_PATH: databasePath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.once('exit', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`npm run backup falhou:\n${output}`)),
    );
  });
}

export async function runBackupUnderLoad(opts: {
  baseUrl: string;
  databasePath: string;
  workDir: string;
  clients: number;
  port: number;
  seed: number;
}): Promise<BackupReport> {
  const setup = createDb(opts.databasePath);
  const sessions = await openSessions(setup.db, opts.clients);
  const books = (
    await setup.db
      .selectFrom('books')
      .select('id')
      .where('status', '=', 'available')
      .orderBy('id')
      .limit(5000)
      .execute()
  ).map((b) => b.id);
  await setup.db.destroy();

  const acked: { userId: string; bookId: string; at: number }[] = [];
  let running = true;
  const loops = sessions.map(async (s, i) => {
    const c = new TrpcClient(opts.baseUrl);
    c.session = s.token;
    const rng = new Rng(opts.seed + i);
    while (running) {
      const bookId = rng.pick(books);
      const result = await c.mutation('likes.like', { bookId });
      if (result.ok) acked.push({ userId: s.userId, bookId, at: performance.now() });
    }
  });

  await new Promise((r) => setTimeout(r, 1000));
  rmSync(opts.workDir, { recursive: true, force: true });
  mkdirSync(opts.workDir, { recursive: true });
  const target = join(opts.workDir, 'copia.db');
  const startedAt = performance.now();
  const before = acked.filter((a) => a.at <= startedAt);
  // `npm run backup` itself, as an operator runs it, in its own process: the clients here keep
  // writing while it copies (a copy in this process would pause them).
  const ms = await runBackupCommand(opts.databasePath, target);
  const endedAt = performance.now();
  const bytes = statSync(target).size;
  await new Promise((r) => setTimeout(r, 300));
  running = false;
  await Promise.all(loops);
  const during = acked.filter((a) => a.at > startedAt && a.at <= endedAt);

  const check = checkDatabase(target);
  const missingFromCopy = countMissing(target, before);
  const restored = await restoreAndServe(target, opts.workDir, opts.port);
  return {
    ms,
    bytes,
    integrity: check.integrity,
    counts: check.counts,
    ackedBefore: before.length,
    missingFromCopy,
    ackedDuring: during.length,
    writesPerSecondDuring: during.length / Math.max(0.001, (endedAt - startedAt) / 1000),
    restored,
  };
}

/** How many of the likes acknowledged before the copy started are not in it. */
function countMissing(target: string, before: readonly { userId: string; bookId: string }[]): number {
  const copy = new SQLite(target, { readonly: true });
  const has = copy.prepare('select 1 from likes where user_id = ? and book_id = ?').pluck();
  const missing = before.filter((a) => !has.get(a.userId, a.bookId)).length;
  copy.close();
  return missing;
}

/** Restores the copy as the README says, and serves from it. */
async function restoreAndServe(
  target: string,
  workDir: string,
  port: number,
): Promise<BackupReport['restored']> {
  const restoreDir = join(workDir, 'restaurado');
  mkdirSync(restoreDir, { recursive: true });
  const restoredDb = join(restoreDir, 'releia.db');
  copyFileSync(target, restoredDb);
  const server = await startServer({ databasePath: restoredDb, dataDir: restoreDir, port });
  const healthz = (await fetch(`${server.url}/healthz`)).status;
  const list = await new TrpcClient(server.url).query<{ items: unknown[] }>('books.list', { limit: 10 });
  await server.stop();
  return {
    healthz,
    booksListed: list.ok ? list.data.items.length : 0,
    integrity: checkDatabase(restoredDb).integrity,
  };
}
