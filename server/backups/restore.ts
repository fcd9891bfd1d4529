import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createDb } from '../../db/client.ts';
import { isPostgresUrl } from '../../db/dialect.ts';
import { type Config, databaseLabel } from '../config.ts';
import { backupProblem } from './catalogue.ts';
import { contentDifferences, type DatabaseContents, databaseContents } from './contents.ts';
import { fileHash } from './file-hash.ts';
import { type BackupManifest, readManifest } from './manifest.ts';
import { requirePgTool } from './pg-tools.ts';
import { postgresTableCount, restorePostgres } from './postgres.ts';
import { gunzipFile, openReadOnly, removeSqliteFile, sqliteTableCount } from './sqlite.ts';

// `npm run restore -- FILE` (docs/deploy.md#restoring): a backup back into an empty database of
// its engine, then proven by recounting and refingerprinting every table against the manifest.

export type RestoreConfig = Pick<Config, 'DATABASE_PATH' | 'DATABASE_URL' | 'PG_RESTORE_PATH'>;

/** A restore that was refused before writing anything, or whose result differs from the manifest. */
export class RestoreError extends Error {}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where it went, as messages name a database (no password). */
  target: string;
  /** Empty when every table matches the manifest. */
  differences: string[];
}

export async function restoreBackup(file: string, config: RestoreConfig): Promise<RestoreResult> {
  const problem = await backupProblem(file, config.PG_RESTORE_PATH);
  if (problem) throw new RestoreError(problem);
  const manifest = await readManifest(file);
  const { sha256 } = await fileHash(file);
  if (sha256 !== manifest.file.sha256) {
    throw new RestoreError(
      `O backup ${file} não tem o conteúdo que o manifesto registra (SHA-256 diferente): o arquivo foi alterado ou danificado. Use outro backup.`,
    );
  }
  const onPostgres = isPostgresUrl(config.DATABASE_URL);
  const target = databaseLabel(config);
  if (manifest.engine === 'postgres' && !onPostgres) {
    throw new RestoreError(
      'Este backup é de um banco PostgreSQL: defina DATABASE_URL com o banco vazio de destino.',
    );
  }
  if (manifest.engine === 'sqlite' && onPostgres) {
    throw new RestoreError(
      'Este backup é de um banco SQLite: tire DATABASE_URL e defina DATABASE_PATH com o arquivo de destino ' +
        '(para passar ao PostgreSQL, restaure no SQLite e use npm run db:copy).',
    );
  }
  const found =
    onPostgres && config.DATABASE_URL
      ? await restoreIntoPostgres(file, config.DATABASE_URL, config.PG_RESTORE_PATH)
      : await restoreIntoSqlite(file, config.DATABASE_PATH);
  return { manifest, target, differences: contentDifferences(manifest, found) };
}

function refuseFilled(target: string, tables: number): void {
  if (tables > 0) {
    throw new RestoreError(
      `O banco de destino (${target}) já tem ${tables} tabela(s). A restauração só escreve num banco vazio e ` +
        'nunca apaga nada: aponte para um banco novo (outro DATABASE_PATH, ou um banco criado com createdb) e rode de novo.',
    );
  }
}

async function restoreIntoSqlite(file: string, path: string): Promise<DatabaseContents> {
  refuseFilled(path, sqliteTableCount(path));
  const partial = `${path}.restoring`;
  try {
    await gunzipFile(file, partial);
  } catch {
    await rm(partial, { force: true });
    throw new RestoreError(`O backup ${file} não descompacta: o arquivo está danificado. Use outro backup.`);
  }
  // An empty file (or its -wal) left there must not be read as part of the restored database.
  if (existsSync(path)) await removeSqliteFile(path);
  await rename(partial, path);
  const { db, integrity } = openReadOnly(path);
  try {
    const check = integrity();
    if (check !== 'ok') throw new RestoreError(`O banco restaurado não passou no integrity_check: ${check}`);
    return await databaseContents(db);
  } finally {
    await db.destroy();
  }
}

async function restoreIntoPostgres(
  file: string,
  url: string,
  pgRestore: string | undefined,
): Promise<DatabaseContents> {
  refuseFilled(databaseLabel({ DATABASE_PATH: '', DATABASE_URL: url }), await postgresTableCount(url));
  await restorePostgres(requirePgTool('pg_restore', pgRestore), url, file);
  const { db } = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: url, DATABASE_POOL_SIZE: 2 });
  try {
    return await databaseContents(db);
  } finally {
    await db.destroy();
  }
}
