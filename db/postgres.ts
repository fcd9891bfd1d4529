import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

/**
 * Kysely over a pg.Pool of at most `poolSize` connections (DATABASE_URL, DATABASE_POOL_SIZE;
 * docs/decisions/026-postgresql-engine.md). The pool opens connections as queries need them,
 * so creating it never fails for an unreachable server: the first query (the migrations) does.
 */
export function createPostgresDb(url: string, poolSize: number): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
