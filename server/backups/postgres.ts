import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

// The PostgreSQL side of backups (docs/deploy.md#backups-on-postgresql): pg_dump's custom format,
// restored by pg_restore. Both get the server's address without the password, which goes in
// PGPASSWORD, so it never shows in the process list.

const run = promisify(execFile);

function connection(url: string): { uri: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { uri: parsed.toString(), env };
}

/** The message a failed pg_dump or pg_restore left, its last lines. */
function toolError(tool: string, error: unknown): Error {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  const detail = stderr ? stderr.split('\n').slice(-5).join('\n') : String(error);
  return new Error(`${tool} falhou:\n${detail}`);
}

/**
 * pg_dump of the database at `url` into `file`, reading the snapshot `snapshot` that a
 * transaction exported (pg_export_snapshot), so the manifest counted exactly what was dumped.
 * The rate-limit counters' rows are left out: each connection recreates their table, and they
 * are disposable (db/postgres.ts).
 */
export async function dumpPostgres(tool: string, url: string, file: string, snapshot: string): Promise<void> {
  const { uri, env } = connection(url);
  try {
    await run(
      tool,
      [
        '--format=custom',
        `--snapshot=${snapshot}`,
        '--exclude-table-data=rate_limits',
        `--file=${file}`,
        `--dbname=${uri}`,
      ],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    throw toolError('pg_dump', error);
  }
}

/**
 * pg_restore of `file` into the database at `url`, in one transaction, so a restore that fails
 * leaves the database as empty as it was. Owners and grants are the restoring user's: the
 * backup may come from a server whose roles this one does not have.
 */
export async function restorePostgres(tool: string, url: string, file: string): Promise<void> {
  const { uri, env } = connection(url);
  try {
    await run(
      tool,
      ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${uri}`, file],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    throw toolError('pg_restore', error);
  }
}

/**
 * The tables in the database at `url`, outside PostgreSQL's own schemas. Asked on a plain
 * connection: the app's pool would create its rate-limit table on connecting, and the restore
 * would then collide with it.
 */
export async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
