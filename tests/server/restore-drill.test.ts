import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seed } from '../../db/seed/index.ts';
import { backupOpens, backupProblem, latestBackup, listBackups } from '../../server/backups/catalogue.ts';
import { databaseContents } from '../../server/backups/contents.ts';
import { createBackup } from '../../server/backups/create.ts';
import { manifestPathOf } from '../../server/backups/manifest.ts';
import { openReadOnly } from '../../server/backups/sqlite.ts';
import { createTestDbFile, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { hasPostgres, type PgCluster, pgUrlOf, startPgCluster } from '../helpers/pg-cluster.ts';

// The restore drill (docs/deploy.md#backups): on each engine a seeded database is backed up by
// `npm run backup` while members keep signing up, restored by `npm run restore` into a fresh
// database and compared table by table with the backup's manifest; every sign-up acknowledged
// before the backup started must be there. Starts its own PostgreSQL cluster, so it runs once
// (SQLITE_ONLY in vitest.config.ts).

const postgresHere = hasPostgres('restore-drill.test.ts');

interface Run {
  code: number;
  output: string;
}

/** `npm run <script> -- args` as an operator runs it, with only these settings. */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** Members signing up one after another until stopped; each id is kept once its insert is acknowledged. */
function signUps(db: DB): { acked: string[]; stop: () => Promise<void> } {
  const acked: string[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      acked.push((await createUser(db)).id);
      await sleep(3);
    }
  })();
  return {
    acked,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/**
 * Takes a backup with `npm run backup` while `db` is written to; answers the backup file and the
 * ids acknowledged before the backup command was started.
 */
async function backupUnderLoad(db: DB, env: Record<string, string>, backupDir: string) {
  const writes = signUps(db);
  while (writes.acked.length < 20) await sleep(5);
  const before = [...writes.acked];
  const backup = await runScript('backup', [], env);
  await writes.stop();
  expect(backup.output).toContain('Backup feito');
  expect(backup.code).toBe(0);
  // Writes went on while the backup ran: the load was real.
  expect(writes.acked.length).toBeGreaterThan(before.length);
  const latest = await latestBackup(backupDir);
  if (!latest) throw new Error('nenhum backup em BACKUP_DIR');
  return { latest, before };
}

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'releia-drill-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the restore drill on SQLite', () => {
  let source: TestDb & { path: string };
  const backupDir = () => join(work, 'sqlite-backups');

  beforeAll(async () => {
    source = await createTestDbFile();
    await seed(source.db, { users: 20, books: 40, seed: 3, dataDir: source.dataDir, writeCovers: false });
  }, 30_000);
  afterAll(async () => source?.close());

  it('backs up under write load, restores into a fresh file and matches the manifest table by table', async () => {
    const env = { DATABASE_PATH: source.path, BACKUP_DIR: backupDir() };
    const { latest, before } = await backupUnderLoad(source.db, env, backupDir());
    expect(latest.file).toMatch(/releia-.*\.sqlite\.gz$/);
    expect(latest.manifest.engine).toBe('sqlite');
    expect(latest.manifest.tables.books?.rows).toBe(40);
    expect(await backupOpens(latest.file)).toBe(true);

    const target = join(work, 'restored.db');
    const restore = await runScript('restore', [latest.file], { DATABASE_PATH: target });
    expect(restore.output).toContain('Conferido');
    expect(restore.code).toBe(0);

    const restored = openReadOnly(target);
    try {
      expect(restored.integrity()).toBe('ok');
      const contents = await databaseContents(restored.db);
      expect(contents.tables).toEqual(latest.manifest.tables);
      expect(contents.migrations).toEqual(latest.manifest.migrations);
      const ids = await restored.db.selectFrom('users').select('id').where('id', 'in', before).execute();
      expect(ids.length).toBe(before.length);
    } finally {
      await restored.db.destroy();
    }
  }, 40_000);

  it('refuses to restore over a database that has tables, and writes nothing', async () => {
    const latest = await latestBackup(backupDir());
    if (!latest) throw new Error('o teste anterior não deixou backup');
    const before = readFileSync(source.path);
    const restore = await runScript('restore', [latest.file], { DATABASE_PATH: source.path });
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/já tem \d+ tabela\(s\).*só escreve num banco vazio/);
    expect(readFileSync(source.path).equals(before)).toBe(true);
  }, 20_000);

  it('refuses a truncated or altered backup with a message that says so', async () => {
    const latest = await latestBackup(backupDir());
    if (!latest) throw new Error('o teste anterior não deixou backup');
    const truncated = join(work, 'truncated.sqlite.gz');
    copyFileSync(latest.file, truncated);
    copyFileSync(manifestPathOf(latest.file), manifestPathOf(truncated));
    truncateSync(truncated, Math.floor(latest.manifest.file.bytes / 2));
    expect(await backupOpens(truncated)).toBe(false);
    expect(await backupProblem(truncated)).toMatch(/cortado/);
    const refused = await runScript('restore', [truncated], { DATABASE_PATH: join(work, 'never.db') });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /Erro: O backup .* tem [\d.]+ bytes, e o manifesto diz [\d.]+: o arquivo está cortado/,
    );

    const altered = join(work, 'altered.sqlite.gz');
    const bytes = readFileSync(latest.file);
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 0xff;
    writeFileSync(altered, bytes);
    copyFileSync(manifestPathOf(latest.file), manifestPathOf(altered));
    const alteredRun = await runScript('restore', [altered], { DATABASE_PATH: join(work, 'never.db') });
    expect(alteredRun.code).toBe(1);
    expect(alteredRun.output).toContain('SHA-256 diferente');
  }, 20_000);
});

describe('keeping the last backups', () => {
  it('keeps the BACKUP_KEEP newest backups and removes older ones with their manifests', async () => {
    const db = await createTestDbFile();
    try {
      const dir = join(work, 'kept');
      const config = { ...db.config, BACKUP_DIR: dir, BACKUP_KEEP: 2 };
      const made: string[] = [];
      for (let i = 0; i < 4; i++) {
        const { file, removed } = await createBackup(config);
        made.push(file);
        expect(removed).toEqual(i < 2 ? [] : [made[i - 2]]);
        await sleep(5);
      }
      const kept = await listBackups(dir);
      expect(kept.map((b) => b.file)).toEqual([made[3], made[2]]);
      expect((await latestBackup(dir))?.file).toBe(made[3]);
      expect(await latestBackup(join(work, 'no-such-dir'))).toBeNull();
    } finally {
      await db.close();
    }
  }, 20_000);
});

describe.skipIf(!postgresHere)('the restore drill on PostgreSQL', () => {
  let cluster: PgCluster;
  let admin: DB;
  let source: DB;
  const backupDir = () => join(work, 'pg-backups');

  beforeAll(async () => {
    cluster = await startPgCluster();
    admin = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: 1 }).db;
    await sql`create database source`.execute(admin);
    await sql`create database restored`.execute(admin);
    source = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: pgUrlOf(cluster.url, 'source') }).db;
    await migrateToLatest(source);
    await seed(source, { users: 20, books: 40, seed: 3, dataDir: join(work, 'pg-data'), writeCovers: false });
  }, 60_000);
  afterAll(async () => {
    await source?.destroy();
    await admin?.destroy();
    await cluster?.stop();
  });

  it('backs up with pg_dump under write load, restores into an empty database and matches table by table', async () => {
    const env = { DATABASE_URL: pgUrlOf(cluster.url, 'source'), BACKUP_DIR: backupDir(), DATA_DIR: work };
    const { latest, before } = await backupUnderLoad(source, env, backupDir());
    expect(latest.file).toMatch(/releia-.*\.pgdump$/);
    expect(latest.manifest.engine).toBe('postgres');
    expect(await backupOpens(latest.file)).toBe(true);

    const url = pgUrlOf(cluster.url, 'restored');
    const restore = await runScript('restore', [latest.file], { DATABASE_URL: url, DATA_DIR: work });
    expect(restore.output).toContain('Conferido');
    expect(restore.code).toBe(0);

    const restored = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: url, DATABASE_POOL_SIZE: 2 }).db;
    try {
      const contents = await databaseContents(restored);
      expect(contents.tables).toEqual(latest.manifest.tables);
      const ids = await restored.selectFrom('users').select('id').where('id', 'in', before).execute();
      expect(ids.length).toBe(before.length);
    } finally {
      await restored.destroy();
    }

    // Restoring again finds tables there now, and is refused.
    const again = await runScript('restore', [latest.file], { DATABASE_URL: url, DATA_DIR: work });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/já tem \d+ tabela\(s\)/);
  }, 40_000);
});
