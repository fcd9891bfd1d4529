import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, serverEnv, testPort } from '../../scripts/lib/server.ts';
import { hasPostgres, type PgCluster, pgUrlOf, startPgCluster } from '../helpers/pg-cluster.ts';

// The real server (node --import tsx server/main.ts) started with one bad setting at a time must
// exit with status 1 and one line in pt-BR naming the variable and its value, within 10 s.
// A path under /proc stands for a folder nothing can be written in, even as root:
// its parent exists but takes no children, which made Node's recursive mkdir spin forever and
// the start hang silently.

const LIMIT_MS = 10_000;
const work = mkdtempSync(join(tmpdir(), 'releia-startup-'));
const dataDir = join(work, 'dados');
const aFile = join(work, 'um-arquivo');
const UNWRITABLE = '/proc/releia-sem-escrita';
let silent: Server;
let silentPort = 0;
const sockets = new Set<Socket>();
// Started while the cases without a database run.
const withPostgres = hasPostgres('startup-checks.test.ts');
const clusterStarting = withPostgres ? startPgCluster() : undefined;

beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(aFile, 'não é uma pasta');
  // Accepts connections and never answers: a PostgreSQL that hangs, not one that refuses.
  silent = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  silentPort = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  rmSync(work, { recursive: true, force: true });
}, 30_000);

interface Ended {
  code: number | null;
  ms: number;
  stdout: string;
  stderr: string;
}

/** Starts the server with `env` over the defaults and waits (at most LIMIT_MS + 5 s) for its exit. */
async function startExpectingExit(env: Record<string, string | undefined>): Promise<Ended> {
  const base = serverEnv({
    databasePath: join(dataDir, 'releia.db'),
    dataDir,
    port: await testPort(),
  });
  const merged = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...base, ...env };
  const clean = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: clean,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString('utf8');
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), LIMIT_MS + 5_000);
    child.once('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  return { code, ms: performance.now() - started, stdout, stderr };
}

function expectRefused(ended: Ended, variable: string, value: string): void {
  const lines = ended.stderr.trim().split('\n');
  expect(lines, ended.stderr + ended.stdout).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^Configuração inválida: ${variable}=`));
  expect(lines[0]).toContain(value);
  expect(ended.stdout).toBe('');
  expect(ended.code).toBe(1);
  expect(ended.ms).toBeLessThan(LIMIT_MS);
}

describe('the start refuses a bad setting with one line and status 1, within 10 s', () => {
  it('DATABASE_PATH in a folder nothing can be written in (the start hung in mkdir before)', async () => {
    const ended = await startExpectingExit({ DATABASE_PATH: `${UNWRITABLE}/releia.db`, DATA_DIR: dataDir });
    expectRefused(ended, 'DATABASE_PATH', `${UNWRITABLE}/releia.db`);
    expect(ended.stderr).toContain('ENOENT');
  }, 20_000);

  it('DATA_DIR that is a file', async () => {
    expectRefused(await startExpectingExit({ DATA_DIR: aFile }), 'DATA_DIR', aFile);
  }, 20_000);

  it('LOG_FILE in a folder nothing can be written in (the logger hung on it before)', async () => {
    const file = `${UNWRITABLE}/releia.log`;
    expectRefused(await startExpectingExit({ LOG_FILE: file }), 'LOG_FILE', file);
  }, 20_000);

  it('CLIENT_DIR that is not a folder, when the server serves the client', async () => {
    const ended = await startExpectingExit({ SERVE_CLIENT: 'true', CLIENT_DIR: aFile });
    expectRefused(ended, 'CLIENT_DIR', aFile);
  }, 20_000);

  it('DATABASE_URL where nothing listens, its password masked', async () => {
    const port = await testPort();
    const ended = await startExpectingExit({
      DATABASE_URL: `postgres://releia:segredo@127.0.0.1:${port}/releia`,
    });
    expectRefused(ended, 'DATABASE_URL', `postgres://releia:***@127.0.0.1:${port}/releia`);
    expect(ended.stderr).not.toContain('segredo');
  }, 20_000);

  it('DATABASE_URL of a server that never answers', async () => {
    const ended = await startExpectingExit({
      DATABASE_URL: `postgres://releia@127.0.0.1:${silentPort}/releia`,
    });
    expectRefused(ended, 'DATABASE_URL', `127.0.0.1:${silentPort}`);
  }, 20_000);

  it('SMTP_URL that is not an smtp:// address', async () => {
    expectRefused(await startExpectingExit({ SMTP_URL: 'mail.example.com' }), 'SMTP_URL', 'mail.example.com');
  }, 20_000);

  it('PUBLIC_URL that is not an absolute http(s) address', async () => {
    expectRefused(await startExpectingExit({ PUBLIC_URL: 'ftp://releia.example' }), 'PUBLIC_URL', 'ftp://');
  }, 20_000);

  it('too little free disk, by the MIN_FREE_DISK_MB threshold', async () => {
    const ended = await startExpectingExit({ MIN_FREE_DISK_MB: '999999999' });
    expectRefused(ended, 'MIN_FREE_DISK_MB', '999999999');
    expect(ended.stderr).toMatch(/só \d+ MiB livres/);
  }, 20_000);
});

describe.runIf(withPostgres)('on PostgreSQL', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await (clusterStarting as Promise<PgCluster>);
  }, 60_000);
  afterAll(() => cluster?.stop(), 30_000);

  it('refuses a DATA_DIR left to an unwritable DATABASE_PATH before migrating (it hung silently before)', async () => {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database operador');
    await admin.end();
    const url = pgUrlOf(cluster.url, 'operador');
    const ended = await startExpectingExit({
      DATABASE_URL: url,
      DATABASE_PATH: `${UNWRITABLE}/releia.db`,
      DATA_DIR: undefined,
      SEED_DEMO: 'true',
    });
    expectRefused(ended, 'DATA_DIR', `${UNWRITABLE} (não definido: a pasta de DATABASE_PATH)`);
    // Stopped before the migrations: the database is still empty.
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const tables = await check.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
    await check.end();
    expect(tables.rows[0]).toEqual({ n: 0 });
  }, 60_000);
});
