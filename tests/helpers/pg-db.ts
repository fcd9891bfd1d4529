import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, inject } from 'vitest';
import { createDb, type DB } from '../../db/client.ts';
import type { Config } from '../../server/config.ts';
import { PG_TEMPLATE, pgUrlOf, startPgCluster } from './pg-cluster.ts';
import { createMigratedTemplate } from './pg-template.ts';

// Test databases on PostgreSQL (docs/decisions/026-postgresql-engine.md#how-tests-get-a-cluster):
// the server-pg project's one throwaway cluster (tests/helpers/pg-global-setup.ts), or elsewhere a
// cluster of the file's own, with a template database migrated once on it, and each test's
// database a copy of the template (CREATE DATABASE … TEMPLATE), as the SQLite tests copy their
// in-memory template (docs/decisions/006-tests.md).

export interface PgTestDb {
  db: DB;
  dataDir: string;
  config: Config;
  url: string;
  close: () => Promise<void>;
}

interface Started {
  clusterUrl: string;
  admin: DB;
  /** Stops what this file started: its own cluster, or only its connection to the shared one. */
  stop: () => Promise<void>;
}

let started: Promise<Started> | undefined;
let count = 0;
// The next test's database, made while the current test runs, and the drops of the finished ones
// still going: PostgreSQL copies and removes files on the other core while this process tests, so
// a test waits for neither (about 0.2 s per test, a few minutes of a full run).
let spare: Promise<string> | undefined;
let drops: Promise<unknown> = Promise.resolve();

function adminOf(clusterUrl: string): DB {
  return createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: clusterUrl, DATABASE_POOL_SIZE: 1 }).db;
}

async function start(): Promise<Started> {
  const shared = process.env.VITEST ? inject('pgClusterUrl') : undefined;
  if (shared) {
    const admin = adminOf(shared);
    return { clusterUrl: shared, admin, stop: () => admin.destroy() };
  }
  const cluster = await startPgCluster();
  await createMigratedTemplate(cluster.url);
  const admin = adminOf(cluster.url);
  return {
    clusterUrl: cluster.url,
    admin,
    stop: async () => {
      await admin.destroy();
      await cluster.stop();
    },
  };
}

// Only under vitest: the torture and bench scripts import the factories, which reach this file
// through db.ts, and outside a test run afterAll throws at import.
if (process.env.VITEST) {
  afterAll(async () => {
    if (!started) return;
    const { admin, stop } = await started;
    started = undefined;
    const left = spare;
    spare = undefined;
    await drops;
    if (left) await dropDatabase(admin, await left);
    await stop();
  });
}

/**
 * A fresh migrated PostgreSQL database and a temporary data directory; a cluster of the file's
 * own (outside the server-pg project) starts with its first call and stops after its last test. `config(url)` makes the test's settings.
 */
export async function createPgTestDb(config: (url: string, dataDir: string) => Config): Promise<PgTestDb> {
  started ??= start();
  const { clusterUrl, admin } = await started;
  // Taken and replaced before any await, so two databases asked for at once are two.
  const next = spare ?? copyTemplate(admin);
  spare = copyTemplate(admin);
  // Awaited by the next test or afterAll; marked handled so a failure is not reported twice.
  spare.catch(() => {});
  const name = await next;
  const url = pgUrlOf(clusterUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'releia-test-'));
  const settings = config(url, dataDir);
  const { db } = createDb({ ...settings, DATABASE_POOL_SIZE: 2 });
  return {
    db,
    dataDir,
    config: settings,
    url,
    close: async () => {
      await db.destroy();
      drops = drops.then(() => dropDatabase(admin, name));
      // A failed drop fails the file's afterAll, which awaits the chain.
      drops.catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function copyTemplate(admin: DB): Promise<string> {
  count += 1;
  // Unique across the test files sharing one cluster: each runs in a process of its own.
  const name = `releia_test_${process.pid}_${count}`;
  // FILE_COPY copies the template's files as they are: about half the time of PostgreSQL 15's
  // default (WAL_LOG) for a template this small, per test (measured: 109 ms against 237 ms with
  // the drop).
  await sql.raw(`create database ${name} template ${PG_TEMPLATE} strategy file_copy`).execute(admin);
  return name;
}

// WITH (FORCE): a test's pool has just closed, and without it PostgreSQL waits for those
// backends to exit (checking every 100 ms), which was most of a test's time on this engine.
async function dropDatabase(admin: DB, name: string): Promise<void> {
  await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
}
