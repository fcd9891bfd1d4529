import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { PG_TEMPLATE, pgUrlOf, startPgCluster } from './pg-cluster.ts';

// The server-pg project's one PostgreSQL cluster (vitest.config.ts): started once for the whole
// run with its template database migrated, instead of an initdb and a migration per test file,
// which cost more than the tests themselves. Each test still gets a database of its own, copied
// from the template (tests/helpers/pg-db.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    pgClusterUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPgCluster();
  const admin = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: 1 }).db;
  await sql.raw(`create database ${PG_TEMPLATE}`).execute(admin);
  await admin.destroy();
  const template = createDb({
    DATABASE_PATH: ':memory:',
    DATABASE_URL: pgUrlOf(cluster.url, PG_TEMPLATE),
  }).db;
  await migrateToLatest(template);
  // A template with a connection open cannot be copied.
  await template.destroy();
  project.provide('pgClusterUrl', cluster.url);
  return () => cluster.stop();
}
