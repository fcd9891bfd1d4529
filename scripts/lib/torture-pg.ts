import { sql } from 'kysely';
import { createDb } from '../../db/client.ts';
import { pgUrlOf, startPgCluster } from '../../tests/helpers/pg-cluster.ts';
import { copyDatabase } from './db-copy/copy.ts';
import { differencesTable, matches, verifyCopy } from './db-copy/verify.ts';

// npm run torture -- --pg (docs/reliability.md): the same torture on PostgreSQL. A throwaway
// cluster with PostgreSQL's durable defaults, its database a verified db:copy of the seeded SQLite
// torture database, so both engines start from the same rows.

export interface TorturePostgres {
  /** DATABASE_URL for the server and the checks. */
  url: string;
  stop: () => Promise<void>;
}

export async function postgresCopyOf(sqlitePath: string): Promise<TorturePostgres> {
  const cluster = await startPgCluster({ durable: true });
  try {
    const admin = createDb({
      DATABASE_PATH: ':memory:',
      DATABASE_URL: cluster.url,
      DATABASE_POOL_SIZE: 1,
    }).db;
    await sql.raw('create database torture').execute(admin);
    await admin.destroy();
    const url = pgUrlOf(cluster.url, 'torture');
    const source = createDb(sqlitePath).db;
    const target = createDb({ DATABASE_PATH: sqlitePath, DATABASE_URL: url, DATABASE_POOL_SIZE: 2 }).db;
    try {
      const { tables } = await copyDatabase(source, target);
      const checks = await verifyCopy(source, target, tables);
      if (!checks.every(matches))
        throw new Error(`a cópia para o PostgreSQL não confere:\n${differencesTable(checks)}`);
    } finally {
      await source.destroy();
      await target.destroy();
    }
    return { url, stop: () => cluster.stop() };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
