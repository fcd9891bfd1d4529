import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDb, type DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { type ServerChild, startServer } from '../../scripts/lib/server.ts';
import { type PgCluster, pgUrlOf, startPgCluster } from './pg-cluster.ts';
import { freePorts } from './processes.ts';

// Several production Releia processes in front of one PostgreSQL database and one DATA_DIR
// (docs/decisions/026-postgresql-engine.md, decision 029), as a deployment behind a load balancer
// runs them: what the tests of processes on that engine start, each with a cluster of its own.

export interface PgProcesses {
  cluster: PgCluster;
  dir: string;
  url: string;
  /** The test's own connection to the processes' database. */
  db: DB;
  servers: ServerChild[];
  /** Stops the processes, the connection and the cluster, and removes the folder. */
  stop: () => Promise<void>;
}

export async function startPgProcesses(opts: {
  /** Names the temporary folder. */
  name: string;
  count: number;
  /** Extra settings of every process. */
  env?: Record<string, string>;
  serveClient?: boolean;
  /** Runs after the migrations, before the processes start (a seed). */
  prepare?: (db: DB, dir: string) => Promise<unknown>;
}): Promise<PgProcesses> {
  const dir = mkdtempSync(join(tmpdir(), `releia-${opts.name}-`));
  const cluster = await startPgCluster();
  const admin = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: 1 }).db;
  await sql.raw('create database releia').execute(admin);
  await admin.destroy();
  const url = pgUrlOf(cluster.url, 'releia');
  const db = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: url, DATABASE_POOL_SIZE: 4 }).db;
  await migrateToLatest(db);
  await opts.prepare?.(db, dir);
  const ports = await freePorts(opts.count);
  const servers = await Promise.all(
    ports.map((port) =>
      startServer({
        databasePath: join(dir, 'unused.db'),
        dataDir: dir,
        port,
        serveClient: opts.serveClient ?? false,
        env: {
          DATABASE_URL: url,
          DATABASE_POOL_SIZE: '4',
          // Sessions and signed links made by one process are good on the others.
          APP_SECRET: 'um-segredo-comum-aos-processos-do-teste',
          ...opts.env,
        },
      }),
    ),
  );
  return {
    cluster,
    dir,
    url,
    db,
    servers,
    stop: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db.destroy();
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
