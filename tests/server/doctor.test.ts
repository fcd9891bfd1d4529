import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, testPort } from '../../scripts/lib/server.ts';
import { writeManifest } from '../../server/backups/manifest.ts';
import type { SessionUser } from '../../server/context.ts';
import { type HealthRow, healthRows, nodeRow } from '../../server/doctor-checks.ts';
import { callerFor, createTestDb, createTestDbFile, TEST_ENGINE, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// The verdicts of `npm run doctor` and of the admin's 'Saúde do sistema' (one code,
// server/doctor-checks.ts): a stale or broken backup, little free disk (by MIN_FREE_DISK_MB),
// an SMTP server refusing mail, and the admin-only procedure that shows them.

let t: TestDb;
let admin: SessionUser;
beforeEach(async () => {
  t = await createTestDb();
  // Nothing listens there: the service's row is 'atenção', never another process's answer.
  t.config = { ...t.config, PUBLIC_URL: `http://127.0.0.1:${await testPort()}` };
  admin = await createUser(t.db, { admin: true });
});
afterEach(() => t.close());

const rows = (config = t.config) => healthRows({ db: t.db, config, env: {}, nodeRange: '>=20.19' });
const rowOf = (all: HealthRow[], check: string) => all.find((r) => r.check === check);

async function failedMail(nextAttemptAt: string | null) {
  await t.db
    .insertInto('outbox')
    .values({
      kind: 'verify_email',
      to_email: 'ana@example.com',
      subject: 'Confirme seu e-mail',
      body: 'texto',
      created_at: new Date().toISOString(),
      sent_at: null,
      error: '550 mailbox unavailable',
      attempts: 3,
      next_attempt_at: nextAttemptAt,
    })
    .execute();
}

/** A SQLite backup as `npm run backup` leaves one: a gzip file and its manifest. */
async function writeBackup(createdAt: Date, opts: { truncated?: boolean } = {}): Promise<string> {
  const dir = join(t.config.DATA_DIR, 'backups');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `releia-${createdAt.getTime()}.db.gz`);
  const body = gzipSync(Buffer.from('conteúdo do banco'));
  writeFileSync(file, opts.truncated ? body.subarray(0, 5) : body);
  await writeManifest(file, {
    format: 1,
    createdAt: createdAt.toISOString(),
    engine: 'sqlite',
    releiaVersion: '0.1.0',
    migrations: [],
    tables: {},
    file: { name: file, bytes: body.length, sha256: 'a'.repeat(64) },
  });
  return file;
}

describe('health rows', () => {
  it('are ok on a fresh install: settings, migrations, integrity, mail, image cache, Node', async () => {
    const all = await rows();
    for (const check of ['DATA_DIR', 'disco de DATA_DIR', 'migrações', 'integridade do banco', 'e-mails'])
      expect(rowOf(all, check), check).toMatchObject({ verdict: 'ok', fix: null });
    expect(rowOf(all, 'cache de imagens')?.verdict).toBe('ok');
    expect(rowOf(all, 'Node.js')?.verdict).toBe('ok');
    expect(rowOf(all, 'último backup')).toMatchObject({ verdict: 'atenção' });
    expect(rowOf(all, 'serviço')).toMatchObject({ verdict: 'atenção' });
    expect(all.every((r) => r.verdict === 'ok' || r.fix)).toBe(true);
  });

  it("say 'erro' on too little free disk, by the MIN_FREE_DISK_MB threshold, 'atenção' short of twice it", async () => {
    const huge = await rows({ ...t.config, MIN_FREE_DISK_MB: 1_000_000_000 });
    expect(rowOf(huge, 'disco de DATA_DIR')).toMatchObject({ verdict: 'erro' });
    expect(rowOf(huge, 'disco de DATA_DIR')?.fix).toMatch(/Libere espaço/);
  });

  it("say 'erro' when the SMTP server refused mail for good, 'atenção' while it is tried again", async () => {
    const withSmtp = { ...t.config, SMTP_URL: 'smtp://usuario:senha@smtp.example.invalid:587' };
    await failedMail(new Date(Date.now() + 60_000).toISOString());
    expect(rowOf(await rows(withSmtp), 'e-mails')).toMatchObject({ verdict: 'atenção' });
    await failedMail(null);
    const mail = rowOf(await rows(withSmtp), 'e-mails');
    expect(mail).toMatchObject({
      verdict: 'erro',
      detail: '2 por enviar, 2 com erro do servidor SMTP (1 desistidos)',
    });
    expect(mail?.fix).toMatch(/SMTP_URL/);
  });

  it("say 'atenção' for a backup older than a day and 'erro' for one cut short", async () => {
    const now = new Date();
    await writeBackup(new Date(now.getTime() - 3 * 24 * 3_600_000));
    const stale = rowOf(await healthRows({ db: t.db, config: t.config, env: {}, now }), 'último backup');
    expect(stale).toMatchObject({ verdict: 'atenção' });
    expect(stale?.detail).toMatch(/de 72 h atrás/);

    await writeBackup(new Date(now.getTime() - 3_600_000));
    expect(rowOf(await rows(), 'último backup')).toMatchObject({ verdict: 'ok' });
    await writeBackup(new Date(now.getTime() - 60_000), { truncated: true });
    expect(rowOf(await rows(), 'último backup')).toMatchObject({ verdict: 'erro' });
  });

  it("say 'erro' for a Node.js older than package.json's engines", () => {
    expect(nodeRow('>=20.19', '20.20.2').verdict).toBe('ok');
    expect(nodeRow('>=20.19', '20.18.9').verdict).toBe('erro');
    expect(nodeRow('>=22', '20.20.2').verdict).toBe('erro');
    expect(nodeRow('^20', '20.20.2').verdict).toBe('atenção');
  });
});

describe('admin.health.rows', () => {
  it('refuses visitors and readers, and gives an admin the rows', async () => {
    const reader = await createUser(t.db);
    expect((await errorOf(callerFor(t).admin.health.rows()))?.code).toBe('UNAUTHORIZED');
    expect((await errorOf(callerFor(t, reader).admin.health.rows()))?.code).toBe('FORBIDDEN');
    const answer = await callerFor(t, admin).admin.health.rows();
    expect(rowOf(answer, 'migrações')).toMatchObject({ verdict: 'ok' });
    expect(rowOf(answer, 'integridade do banco')).toMatchObject({ verdict: 'ok' });
  });
});

describe.runIf(TEST_ENGINE === 'sqlite')('npm run doctor', () => {
  it('prints the table and exits with status 1 on an erro', async () => {
    const file = await createTestDbFile();
    try {
      const run = (extra: Record<string, string>) =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          let out = '';
          const child = spawn(process.execPath, ['--import', 'tsx', 'server/doctor.ts'], {
            cwd: REPO_ROOT,
            env: {
              PATH: process.env.PATH ?? '',
              DATABASE_PATH: file.path,
              DATA_DIR: file.dataDir,
              PUBLIC_URL: t.config.PUBLIC_URL,
              ...extra,
            },
          });
          child.stdout.on('data', (c: Buffer) => {
            out += c.toString('utf8');
          });
          child.stderr.on('data', (c: Buffer) => {
            out += c.toString('utf8');
          });
          child.once('exit', (code) => resolve({ code, out }));
        });
      const healthy = await run({});
      expect(healthy.out).toMatch(/^verificação\s+situação\s+detalhe\s+o que fazer$/m);
      expect(healthy.out).toMatch(/^integridade do banco\s+ok\s+PRAGMA quick_check: ok/m);
      expect(healthy.code, healthy.out).toBe(0);
      const full = await run({ MIN_FREE_DISK_MB: '1000000000' });
      expect(full.out).toMatch(/^disco de DATA_DIR\s+erro\s+/m);
      expect(full.code).toBe(1);
    } finally {
      await file.close();
    }
  }, 30_000);
});
