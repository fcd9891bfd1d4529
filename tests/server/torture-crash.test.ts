import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCrashTorture } from '../../scripts/lib/crash.ts';
import { createSeededDatabase } from '../../scripts/lib/dataset.ts';
import { testPort } from '../../scripts/lib/server.ts';

// The crash part of `npm run torture`, smaller: the production server (API only) is killed with
// SIGKILL twice while clients write, restarted, and killed once more at the end; every write it
// acknowledged must be in the database, with its invariants intact.

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'releia-crash-'));
  await createSeededDatabase(join(dir, 'db', 'releia.db'), { users: 200, books: 1500, seed: 3 });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SIGKILL while clients write', () => {
  it('loses no acknowledged write and keeps the invariants', { timeout: 90_000 }, async () => {
    const report = await runCrashTorture({
      databasePath: join(dir, 'db', 'releia.db'),
      dataDir: join(dir, 'db'),
      port: await testPort(),
      clients: 12,
      kills: 2,
      upMs: [600, 1200],
      // Three stretches (before each kill and the last): over 100 writes however loaded the machine.
      minAckedPerStretch: 40,
      books: 120,
      seed: 4,
    });
    // The run must have written enough, checkouts included, for the checks to mean something.
    expect(report.acknowledged.total).toBeGreaterThan(100);
    expect(report.acknowledged.checkout).toBeGreaterThan(0);
    expect(report.losses).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.checks).toEqual({
      integrity: 'ok',
      likeCountMismatches: 0,
      booksInTwoOrders: 0,
      ordersWithoutItems: 0,
      unsoldBooksInOrders: 0,
    });
  });
});
