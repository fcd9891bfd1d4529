import { sql } from 'kysely';
import { createDb } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { PG_TEMPLATE, pgUrlOf } from './pg-cluster.ts';

/** Creates the cluster's template database and migrates it to the latest schema, once. */
export async function createMigratedTemplate(clusterUrl: string): Promise<void> {
  const admin = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: clusterUrl, DATABASE_POOL_SIZE: 1 }).db;
  await sql.raw(`create database ${PG_TEMPLATE}`).execute(admin);
  await admin.destroy();
  const template = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: pgUrlOf(clusterUrl, PG_TEMPLATE) }).db;
  await migrateToLatest(template);
  // A template with a connection open cannot be copied.
  await template.destroy();
}
