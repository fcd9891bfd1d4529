import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import {
  buildCorpus,
  CATEGORIES,
  corpusSession,
  runCorpus,
  sampleCorpus,
} from '../../scripts/lib/bad-input.ts';
import { createSeededDatabase } from '../../scripts/lib/dataset.ts';
import { runDoubleSale } from '../../scripts/lib/double-sale.ts';
import { runMatrix, surprises } from '../../scripts/lib/matrix.ts';
import { type ServerChild, startServer, testPort } from '../../scripts/lib/server.ts';
import { TrpcClient } from '../../scripts/lib/trpc-http.ts';
import { loadConfig } from '../../server/config.ts';
import { expectTenSalesOfTen } from '../helpers/double-sale.ts';

// The fast parts of `npm run torture` against the production server (API only) on a seeded
// database: the double sale, a sample of the bad-input corpus and the whole authorization matrix.

let dir: string;
let path: string;
let server: ServerChild;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'releia-torture-'));
  path = join(dir, 'db', 'releia.db');
  await createSeededDatabase(path, { users: 300, books: 1500, seed: 8 });
  server = await startServer({ databasePath: path, dataDir: join(dir, 'db'), port: await testPort() });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('double sale', () => {
  it('100 concurrent checkouts for 10 books make exactly 10 orders', { timeout: 60_000 }, async () => {
    const report = await runDoubleSale({
      baseUrl: server.url,
      databasePath: path,
      buyers: 100,
      books: 10,
      seed: 6,
    });
    expectTenSalesOfTen(report);
  });
});

describe('bad input', () => {
  it('refuses a sample of 150 corpus requests with a 4xx and a pt-BR message, and keeps serving', {
    timeout: 60_000,
  }, async () => {
    const corpus = await buildCorpus({ origin: server.url, maxBatch: 20, maxBody: 1_000_000 });
    expect(corpus.length).toBeGreaterThanOrEqual(1000);
    const sample = sampleCorpus(corpus, 150);
    expect(new Set(sample.map((c) => c.category))).toEqual(new Set(CATEGORIES));
    const { db } = createDb(path);
    const token = await corpusSession(db);
    await db.destroy();
    const verdicts = await runCorpus(server.url, sample, `releia_session=${token}`);
    expect(
      verdicts.filter((v) => v.problem).map((v) => `${v.case.procedure} ${v.case.note}: ${v.problem}`),
    ).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await new TrpcClient(server.url).query('categories.list')).ok).toBe(true);
  });
});

describe('authorization matrix', () => {
  it('matches tests/server/authorization-matrix.ts for every procedure and role', {
    timeout: 90_000,
  }, async () => {
    const { db } = createDb(path);
    const config = loadConfig({ DATABASE_PATH: path, DATA_DIR: join(dir, 'db'), SEED_DEMO: 'false' });
    const run = await runMatrix({ baseUrl: server.url, db, config });
    await db.destroy();
    // A procedure added without a row fails here, as does a row left behind by a removed one.
    expect(run.missing).toEqual([]);
    expect(run.unknown).toEqual([]);
    expect(
      surprises(run).map(
        (c) =>
          `${c.path} como ${c.role}: esperado ${c.expected}, veio ${c.actual}${c.leak ? `, vaza ${c.leak}` : ''}${c.output ? `, ${c.output}` : ''}`,
      ),
    ).toEqual([]);
  });
});
