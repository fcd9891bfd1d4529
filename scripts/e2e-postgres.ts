// npm run test:e2e:pg [-- playwright args]: the whole e2e suite against PostgreSQL. A throwaway
// PostgreSQL cluster (tests/helpers/pg-cluster.ts) with one database for the demo server and one
// for the empty community server; playwright.config.ts hands them to the two servers as
// DATABASE_URL, and the specs read them through tests/e2e/order-steps.ts's readDb. The cluster is
// removed afterwards, whatever the result; the exit status is Playwright's.

import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { createDb } from '../db/client.ts';
import { pgUrlOf, startPgCluster } from '../tests/helpers/pg-cluster.ts';

const cluster = await startPgCluster();
let status = 1;
try {
  const admin = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: 1 }).db;
  for (const name of ['releia_e2e', 'releia_e2e_community'])
    await sql.raw(`create database ${name}`).execute(admin);
  await admin.destroy();
  const urlOf = (name: string) => pgUrlOf(cluster.url, name);
  console.info(`PostgreSQL de teste em ${pgUrlOf(cluster.url, '')}`);
  status = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: {
        ...process.env,
        RELEIA_E2E_DATABASE_URL: urlOf('releia_e2e'),
        RELEIA_E2E_COMMUNITY_DATABASE_URL: urlOf('releia_e2e_community'),
      },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
} finally {
  await cluster.stop();
}
process.exit(status);
