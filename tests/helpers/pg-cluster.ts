import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A throwaway PostgreSQL cluster for the tests on the second engine
// (docs/decisions/026-postgresql-engine.md#how-tests-get-a-cluster): initdb in a temporary folder,
// listening on 127.0.0.1 and a free port only, removed by stop(). PostgreSQL refuses to run as
// root, so as root every command runs as Debian's `postgres` user, which owns the folder.

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** The newest installed `/usr/lib/postgresql/<version>/bin` with initdb and pg_ctl, if any. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(join(ROOT, v, 'bin', 'initdb')) && existsSync(join(ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(ROOT, versions[0], 'bin');
}

export const NO_POSTGRES_MESSAGE =
  'PostgreSQL não encontrado em /usr/lib/postgresql/*/bin: instale com `apt-get install -y postgresql` (ou rode scripts/ensure-postgres.sh como root).';

/**
 * Whether this machine has PostgreSQL's binaries, warning once for `file` when it does not, so a
 * test file on PostgreSQL skips with the reason instead of failing (`npm test` installs them).
 */
export function hasPostgres(file: string): boolean {
  const found = postgresBinDir() !== undefined;
  if (!found) console.warn(`${file} pulado: ${NO_POSTGRES_MESSAGE}`);
  return found;
}

/** The migrated database every PostgreSQL test database is copied from (tests/helpers/pg-db.ts). */
export const PG_TEMPLATE = 'releia_template';

/** A cluster's URL (ending in /postgres) pointed at another database of it. */
export function pgUrlOf(clusterUrl: string, database: string): string {
  return clusterUrl.replace(/\/postgres$/, `/${database}`);
}

export interface PgCluster {
  /** postgres://releia@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /**
   * A database restart as an operator or a failover causes it: a fast shutdown (open sessions
   * are terminated, 'terminating connection due to administrator command'), `downMs` with
   * nothing listening, then a start. Resolves once PostgreSQL accepts connections again.
   */
  restart: (opts?: { downMs?: number }) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * `durable` keeps PostgreSQL's default fsync, synchronous_commit and full_page_writes, for a
 * benchmark set beside SQLite's synchronous=FULL (docs/benchmarks.md); tests go without them.
 * `icuLocale` gives the cluster a default collation of that language (ICU, built into Debian's
 * PostgreSQL, so no system locale needs generating) instead of C: a cluster as an operator may
 * create one, for the test that names sort the same whatever it is (docs/deploy.md#collation).
 */
export async function startPgCluster(
  opts: { durable?: boolean; icuLocale?: string } = {},
): Promise<PgCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(NO_POSTGRES_MESSAGE);
  const dir = mkdtempSync(join(tmpdir(), 'releia-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = await postgresUser();
    chownSync(dir, ids.uid, ids.gid);
  }
  const pg = (cmd: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { cwd: dir })
      : run(join(bin, cmd), args, { cwd: dir });
  const data = join(dir, 'data');
  const port = await freePort();
  const log = join(dir, 'server.log');
  const fast = opts.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${fast}`;
  try {
    // The C locale compares and ranges by code point, as SQLite does; --no-sync: a test cluster.
    const locale = opts.icuLocale
      ? ['--locale=C.UTF-8', '--locale-provider=icu', `--icu-locale=${opts.icuLocale}`]
      : ['--locale=C'];
    await pg('initdb', ['-D', data, '--auth=trust', '-U', 'releia', '-E', 'UTF8', ...locale, '--no-sync']);
    await pg('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '30', '-o', options]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `postgres://releia@127.0.0.1:${port}/postgres`,
    port,
    restart: async ({ downMs = 0 } = {}) => {
      await pg('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30']);
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await pg('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '30', '-o', options]);
    },
    stop: async () => {
      try {
        await pg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    throw new Error('Como root, o cluster de teste roda como o usuário `postgres`, que não existe aqui.');
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
