import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countMembers, resetDatabase, SeedRefusedError, seed } from '../../db/seed/index.ts';
import { callerFor, createTestDb, createTestDbFile, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { cookieCaller } from '../helpers/trpc.ts';

// Demo data (docs/product/demo-data.md): which accounts are demo, and the public flag that the
// footer and the admin panel show.

const SMALL = { users: 12, books: 40, seed: 3, writeCovers: false } as const;

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

async function markDemo(userId: string) {
  await t.db.updateTable('users').set({ is_demo: 1 }).where('id', '=', userId).execute();
}

describe('demo members', () => {
  it('marks every seeded account as demo, and an account made through sign-up is not', async () => {
    await seed(t.db, { ...SMALL, dataDir: t.dataDir });
    const seeded = await t.db.selectFrom('users').select(['email', 'is_demo']).execute();
    expect(seeded).toHaveLength(SMALL.users);
    expect(seeded.filter((u) => u.is_demo !== 1)).toEqual([]);

    await cookieCaller(t).caller.accounts.register({
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@example.org',
      password: 'livros123',
      newsletter: false,
      acceptTerms: true,
    });
    const ana = await t.db
      .selectFrom('users')
      .select('is_demo')
      .where('email', '=', 'ana@example.org')
      .executeTakeFirstOrThrow();
    expect(ana.is_demo).toBe(0);
  });
});

describe('categories.list demo flag', () => {
  it('is false on an empty database', async () => {
    expect((await callerFor(t).categories.list()).demo).toBe(false);
  });

  it('is true while a demo member exists, for visitors and members alike', async () => {
    const real = await createUser(t.db);
    const demo = await createUser(t.db);
    await markDemo(demo.id);
    expect((await callerFor(t).categories.list()).demo).toBe(true);
    expect((await callerFor(t, real).categories.list()).demo).toBe(true);
  });

  it('is false when only real members exist', async () => {
    const real = await createUser(t.db, { admin: true });
    await createUser(t.db);
    expect((await callerFor(t).categories.list()).demo).toBe(false);
    expect((await callerFor(t, real).categories.list()).demo).toBe(false);
  });

  it('is true after the demo seed, with the categories beside it', async () => {
    await seed(t.db, { ...SMALL, dataDir: t.dataDir });
    const answer = await callerFor(t).categories.list();
    expect(answer.demo).toBe(true);
    expect(answer.categories.map((c) => c.slug)).toContain('romance');
  });
});

describe('seed --reset', () => {
  it('refuses a database with real members, naming how many and the flag, and deletes nothing', async () => {
    await seed(t.db, { ...SMALL, dataDir: t.dataDir });
    await createUser(t.db);
    await createUser(t.db);
    const error = await resetDatabase(t.db, t.dataDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedRefusedError);
    expect((error as Error).message).toContain('2 membros reais');
    expect((error as Error).message).toContain('--reset --force');
    expect(await countMembers(t.db)).toEqual({ demo: SMALL.users, real: 2 });
  });

  it('wipes a database with real members when forced', async () => {
    await createUser(t.db);
    await resetDatabase(t.db, t.dataDir, { force: true });
    expect(await countMembers(t.db)).toEqual({ demo: 0, real: 0 });
  });

  it('wipes a database of demo members alone without being forced', async () => {
    await seed(t.db, { ...SMALL, dataDir: t.dataDir });
    await resetDatabase(t.db, t.dataDir);
    expect(await countMembers(t.db)).toEqual({ demo: 0, real: 0 });
  });

  it('exits non-zero from the command line with the count and the flag', async () => {
    const file = await createTestDbFile();
    try {
      await createUser(file.db);
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--reset'], {
        env: { ...process.env, DATABASE_PATH: file.path, DATA_DIR: file.dataDir },
      });
      const failure = await run.then(
        () => null,
        (e: unknown) => e as { code: number; stderr: string },
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('1 membro real');
      expect(failure?.stderr).toContain('--reset --force');
      expect(await countMembers(file.db)).toEqual({ demo: 0, real: 1 });
    } finally {
      await file.close();
    }
  }, 30_000);
});
