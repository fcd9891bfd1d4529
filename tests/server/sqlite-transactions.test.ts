import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDbFile, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';

// Kysely transactions begin IMMEDIATE (db/client.ts): the write lock is taken at BEGIN, so a
// second writer waits for the transaction instead of slipping in between its read and its write,
// which in WAL mode makes the transaction fail with SQLITE_BUSY whatever busy_timeout says.

let t: TestDb & { path: string };
let other: SQLite.Database;
beforeEach(async () => {
  t = await createTestDbFile();
  other = new SQLite(t.path);
  other.pragma('busy_timeout = 0');
});
afterEach(async () => {
  other.close();
  await t.close();
});

describe('transactions', () => {
  it('hold the write lock from the start, so a read-then-write transaction cannot be cut in', async () => {
    const user = await createUser(t.db);
    let interloper: unknown = null;
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirstOrThrow();
      // Another connection tries to write between this transaction's read and its write.
      try {
        other.prepare("update profiles set bio = 'de fora' where user_id = ?").run(user.id);
      } catch (error) {
        interloper = error;
      }
      await trx.updateTable('profiles').set({ bio: 'de dentro' }).where('user_id', '=', user.id).execute();
    });
    expect((interloper as { code?: string } | null)?.code).toBe('SQLITE_BUSY');
    const row = await t.db
      .selectFrom('profiles')
      .select('bio')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(row?.bio).toBe('de dentro');
  });
});
