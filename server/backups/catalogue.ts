import { execFile } from 'node:child_process';
import { open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  type BackupManifest,
  MANIFEST_SUFFIX,
  ManifestError,
  manifestPathOf,
  readManifest,
} from './manifest.ts';
import { findPgTool } from './pg-tools.ts';

// The backups in BACKUP_DIR as the doctor, `npm run backup` (keeping the last N) and
// `npm run restore` see them (docs/deploy.md#backups). A backup is a file plus its manifest;
// files without one are not Releia's and are never touched.

const run = promisify(execFile);

export interface CataloguedBackup {
  file: string;
  createdAt: Date;
  manifest: BackupManifest;
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PGDUMP_MAGIC = Buffer.from('PGDMP');

/** Every backup in `dir` with a readable manifest, newest first; none when `dir` does not exist. */
export async function listBackups(dir: string): Promise<CataloguedBackup[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found: CataloguedBackup[] = [];
  for (const name of names) {
    if (!name.endsWith(MANIFEST_SUFFIX)) continue;
    const file = join(dir, name.slice(0, -MANIFEST_SUFFIX.length));
    try {
      const manifest = await readManifest(file);
      found.push({ file, createdAt: new Date(manifest.createdAt), manifest });
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error;
    }
  }
  return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The newest backup in `dir` (by its manifest's date), or null when there is none. */
export async function latestBackup(dir: string): Promise<CataloguedBackup | null> {
  return (await listBackups(dir))[0] ?? null;
}

/**
 * Why `file` cannot be restored, in pt-BR, or null when it looks whole: its manifest reads, it has
 * the size the manifest gives, and it starts as its engine's format does (gzip for SQLite,
 * PostgreSQL's custom format, whose table of contents pg_restore --list must read when pg_restore
 * is at hand). Cheap: it never decompresses the whole file (restore checks the hash).
 */
export async function backupProblem(file: string, pgRestore?: string): Promise<string | null> {
  let manifest: BackupManifest;
  try {
    manifest = await readManifest(file);
  } catch (error) {
    if (error instanceof ManifestError) return error.message;
    throw error;
  }
  let bytes: number;
  try {
    bytes = (await stat(file)).size;
  } catch {
    return `O backup ${file} não existe ou não pode ser lido.`;
  }
  if (bytes !== manifest.file.bytes) {
    return (
      `O backup ${file} tem ${bytes.toLocaleString('pt-BR')} bytes, e o manifesto diz ` +
      `${manifest.file.bytes.toLocaleString('pt-BR')}: o arquivo está cortado ou foi alterado.`
    );
  }
  const magic = manifest.engine === 'sqlite' ? GZIP_MAGIC : PGDUMP_MAGIC;
  const head = Buffer.alloc(magic.length);
  const handle = await open(file, 'r');
  try {
    await handle.read(head, 0, magic.length, 0);
  } finally {
    await handle.close();
  }
  if (!head.equals(magic)) {
    const format = manifest.engine === 'sqlite' ? 'gzip' : 'do pg_dump (formato custom)';
    return `O backup ${file} não está no formato ${format}: o arquivo foi alterado ou não é um backup do Releia.`;
  }
  if (manifest.engine === 'postgres') {
    const tool = findPgTool('pg_restore', pgRestore);
    if (tool) {
      try {
        await run(tool, ['--list', file]);
      } catch {
        return `O pg_restore não consegue ler o índice do backup ${file}: o arquivo está danificado.`;
      }
    }
  }
  return null;
}

/** Whether `file` looks restorable (see backupProblem). */
export async function backupOpens(file: string): Promise<boolean> {
  return (await backupProblem(file)) === null;
}

/**
 * Keeps the `keep` newest backups in `dir` and removes the others with their manifests;
 * answers the files removed.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const backup of old) {
    await rm(backup.file, { force: true });
    await rm(manifestPathOf(backup.file), { force: true });
  }
  return old.map((b) => b.file);
}

/** BACKUP_DIR, or DATA_DIR/backups when it is not set. */
export function backupDirOf(config: { BACKUP_DIR?: string | undefined; DATA_DIR: string }): string {
  return config.BACKUP_DIR ?? join(config.DATA_DIR, 'backups');
}
