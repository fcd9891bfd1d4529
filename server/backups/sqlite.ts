import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DB } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

// The SQLite side of backups (docs/deploy.md#backups). The copy is VACUUM INTO, as
// `npm run backup -- FILE` always did: it reads one snapshot in a single read transaction, which
// in WAL mode never blocks the server's writers, where the page-by-page backup API starts over
// whenever another connection writes and under a steady write load may never finish
// (docs/reliability.md, the backup under load).

/** A consistent copy of the database at `source` written to `target`, while the server runs. */
export function snapshotSqlite(source: string, target: string): void {
  if (!existsSync(source)) throw new Error(`Banco de dados não encontrado: ${source}`);
  if (existsSync(target)) throw new Error(`O arquivo de destino já existe: ${target}. Escolha outro nome.`);
  const sqlite = new SQLite(source, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.prepare('VACUUM INTO ?').run(target);
  } finally {
    sqlite.close();
  }
}

/**
 * A read-only Kysely over a SQLite file, for counting and fingerprinting: none of the server's
 * connection setup (the rate-limit counters beside it, WAL), so the file is left as it was.
 */
export function openReadOnly(file: string): { db: DB; integrity: () => string } {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, integrity: () => String(sqlite.pragma('integrity_check', { simple: true })) };
}

export async function gzipFile(source: string, target: string): Promise<void> {
  await pipeline(createReadStream(source), createGzip(), createWriteStream(target, { mode: 0o600 }));
}

export async function gunzipFile(source: string, target: string): Promise<void> {
  await pipeline(createReadStream(source), createGunzip(), createWriteStream(target, { mode: 0o600 }));
}

/** The user tables in a SQLite file (none when it does not exist or is an empty file). */
export function sqliteTableCount(file: string): number {
  if (!existsSync(file)) return 0;
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return Number(
      sqlite
        .prepare("select count(*) from sqlite_master where type = 'table' and name not like 'sqlite_%'")
        .pluck()
        .get(),
    );
  } finally {
    sqlite.close();
  }
}

/** Removes a SQLite file with its WAL and shared-memory files. */
export async function removeSqliteFile(file: string): Promise<void> {
  for (const suffix of ['', '-wal', '-shm']) await rm(`${file}${suffix}`, { force: true });
}
