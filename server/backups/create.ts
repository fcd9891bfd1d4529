import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../../db/client.ts';
import { isPostgresUrl } from '../../db/dialect.ts';
import type { Config } from '../config.ts';
import { backupDirOf, pruneBackups } from './catalogue.ts';
import { type DatabaseContents, databaseContents } from './contents.ts';
import { fileHash } from './file-hash.ts';
import { type BackupManifest, writeManifest } from './manifest.ts';
import { requirePgTool } from './pg-tools.ts';
import { dumpPostgres } from './postgres.ts';
import { gzipFile, openReadOnly, snapshotSqlite } from './sqlite.ts';
import { releiaVersion } from './version.ts';

// `npm run backup` (docs/deploy.md#backups): one compressed, timestamped backup in BACKUP_DIR with
// its manifest, then only the BACKUP_KEEP newest kept. A backup appears under its final name only
// once whole; its manifest is written last, so the catalogue never lists a half-written one.

export type BackupConfig = Pick<
  Config,
  'DATABASE_PATH' | 'DATABASE_URL' | 'DATA_DIR' | 'BACKUP_DIR' | 'BACKUP_KEEP' | 'PG_DUMP_PATH'
>;

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
  /** Older backups removed to keep BACKUP_KEEP. */
  removed: string[];
}

/** releia-2026-11-21T03-00-00-000Z: sorts by time, and is a valid file name everywhere. */
function stampOf(date: Date): string {
  return `releia-${date.toISOString().replaceAll(':', '-').replace('.', '-')}`;
}

export async function createBackup(config: BackupConfig): Promise<BackupResult> {
  const dir = backupDirOf(config);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const result = isPostgresUrl(config.DATABASE_URL)
    ? await backupPostgres(config.DATABASE_URL, dir, config.PG_DUMP_PATH)
    : await backupSqlite(config.DATABASE_PATH, dir);
  const { bytes, sha256 } = await fileHash(result.partial);
  await rename(result.partial, result.file);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: result.createdAt.toISOString(),
    engine: result.engine,
    releiaVersion: releiaVersion(),
    migrations: result.contents.migrations,
    tables: result.contents.tables,
    file: { name: result.file.slice(dir.length + 1), bytes, sha256 },
  };
  await writeManifest(result.file, manifest);
  const removed = await pruneBackups(dir, config.BACKUP_KEEP);
  return { file: result.file, manifest, removed };
}

interface Written {
  engine: BackupManifest['engine'];
  createdAt: Date;
  /** Where the backup is being written, renamed to `file` once whole. */
  partial: string;
  file: string;
  contents: DatabaseContents;
}

/**
 * The snapshot is taken first, uncompressed, and counted there, so the manifest describes
 * exactly the rows the backup holds; then compressed. Its start is the backup's time: every
 * write acknowledged before it is in the snapshot.
 */
async function backupSqlite(source: string, dir: string): Promise<Written> {
  const createdAt = new Date();
  const file = join(dir, `${stampOf(createdAt)}.sqlite.gz`);
  const snapshot = `${file}.snapshot`;
  try {
    snapshotSqlite(source, snapshot);
    const { db, integrity } = openReadOnly(snapshot);
    let contents: DatabaseContents;
    try {
      const check = integrity();
      if (check !== 'ok') throw new Error(`A cópia do banco não passou no integrity_check (${check}).`);
      contents = await databaseContents(db);
    } finally {
      await db.destroy();
    }
    await gzipFile(snapshot, `${file}.partial`);
    return { engine: 'sqlite', createdAt, partial: `${file}.partial`, file, contents };
  } finally {
    await rm(snapshot, { force: true });
  }
}

/**
 * A repeatable-read transaction exports its snapshot; pg_dump reads that same snapshot
 * (--snapshot) while the transaction, still open, counts and fingerprints the tables in it.
 */
async function backupPostgres(url: string, dir: string, pgDump: string | undefined): Promise<Written> {
  const tool = requirePgTool('pg_dump', pgDump);
  const { db } = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: url, DATABASE_POOL_SIZE: 2 });
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const { rows } = await sql<{ id: string; now: Date }>`
          select pg_export_snapshot() as id, now() as now`.execute(trx);
        const snapshot = rows[0];
        if (!snapshot) throw new Error('O PostgreSQL não exportou o snapshot.');
        const createdAt = new Date(snapshot.now);
        const file = join(dir, `${stampOf(createdAt)}.pgdump`);
        try {
          await dumpPostgres(tool, url, `${file}.partial`, snapshot.id);
          const contents = await databaseContents(db, trx);
          return { engine: 'postgres' as const, createdAt, partial: `${file}.partial`, file, contents };
        } catch (error) {
          await rm(`${file}.partial`, { force: true });
          throw error;
        }
      });
  } finally {
    await db.destroy();
  }
}
