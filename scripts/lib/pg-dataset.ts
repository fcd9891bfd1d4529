// The benchmark's dataset on PostgreSQL (scripts/bench-search.ts --pg): a throwaway cluster
// (tests/helpers/pg-cluster.ts) seeded by the same seed() as ./dataset.ts, a user per 10 books.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDb, type DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seed } from '../../db/seed/index.ts';
import { pgUrlOf, startPgCluster } from '../../tests/helpers/pg-cluster.ts';
import { BENCH_DATASET } from './dataset.ts';

/** The dataset on a throwaway PostgreSQL cluster, seeded as the SQLite one is; `stop` removes it. */
export async function openPostgresDataset(
  books: number,
  seedNumber: number = BENCH_DATASET.seed,
): Promise<{ db: DB; url: string; stop: () => Promise<void> }> {
  const cluster = await startPgCluster();
  const admin = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: 1 }).db;
  await sql`create database bench`.execute(admin);
  await admin.destroy();
  const url = pgUrlOf(cluster.url, 'bench');
  const { db } = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: url });
  await migrateToLatest(db);
  const users = Math.max(1, Math.round(books / 10));
  const dataDir = mkdtempSync(join(os.tmpdir(), 'releia-bench-'));
  console.info(`Semeando o PostgreSQL: ${users} usuários, ${books} livros (seed ${seedNumber})...`);
  const started = performance.now();
  await seed(db, { users, books, seed: seedNumber, dataDir, writeCovers: false });
  console.info(`  pronto em ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const stop = async () => {
    await db.destroy();
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { db, url, stop };
}
