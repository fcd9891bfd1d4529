import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../db/seed/index.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { cookieCaller } from '../helpers/trpc.ts';

// Demo data (docs/product/demo-data.md): which accounts are demo, and the public flag that the
// footer and the admin panel show.

const SMALL = { users: 12, books: 40, seed: 3, writeCovers: false } as const;

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

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
