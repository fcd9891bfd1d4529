import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll } from 'vitest';
import { createDb, type DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { Config } from '../../server/config.ts';
import { type PgCluster, startPgCluster } from './pg-cluster.ts';

// Test databases on PostgreSQL (docs/decisions/026-postgresql-engine.md#how-tests-get-a-cluster):
// one throwaway cluster per test file, a template database migrated once on it, and each test's
// database a copy of the template (CREATE DATABASE … TEMPLATE), as the SQLite tests copy their
// in-memory template (docs/decisions/006-tests.md).

export interface PgTestDb {
  db: DB;
  dataDir: string;
  config: Config;
  url: string;
  close: () => Promise<void>;
}

const TEMPLATE = 'releia_template';
let started: Promise<{ cluster: PgCluster; admin: DB }> | undefined;
let count = 0;

async function start(): Promise<{ cluster: PgCluster; admin: DB }> {
  const cluster = await startPgCluster();
  const admin = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: 1 }).db;
  await sql.raw(`create database ${TEMPLATE}`).execute(admin);
  const template = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: urlOf(cluster, TEMPLATE) }).db;
  await migrateToLatest(template);
  // A template with a connection open cannot be copied.
  await template.destroy();
  return { cluster, admin };
}

function urlOf(cluster: PgCluster, database: string): string {
  return cluster.url.replace(/\/postgres$/, `/${database}`);
}

// Only under vitest: the torture and bench scripts import the factories, which reach this file
// through db.ts, and outside a test run afterAll throws at import.
if (process.env.VITEST) {
  afterAll(async () => {
    if (!started) return;
    const { cluster, admin } = await started;
    started = undefined;
    await admin.destroy();
    await cluster.stop();
  });
}

/**
 * A fresh migrated PostgreSQL database and a temporary data directory; the cluster starts with
 * the file's first call and stops after its last test. `config(url)` makes the test's settings.
 */
export async function createPgTestDb(config: (url: string, dataDir: string) => Config): Promise<PgTestDb> {
  started ??= start();
  const { cluster, admin } = await started;
  count += 1;
  const name = `releia_test_${count}`;
  await sql.raw(`create database ${name} template ${TEMPLATE}`).execute(admin);
  const url = urlOf(cluster, name);
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
      await sql.raw(`drop database if exists ${name}`).execute(admin);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
