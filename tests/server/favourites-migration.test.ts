import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { callerFor, createDbMigratedTo, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';

// The migration that renames favorites to favourites must keep every saved book, and the table
// must keep refusing a repeat and following its books and users out.

let t: TestDb;
let db: DB;
beforeEach(async () => {
  t = await createTestDb();
  db = await createDbMigratedTo('2026-11-24T1500_outbox_retry');
});
afterEach(async () => {
  await db.destroy();
  await t.close();
});

/** The database before the migration, typed without the renamed table. */
// biome-ignore lint/suspicious/noExplicitAny: the favorites table is gone from the current schema type
const old = () => db as unknown as Kysely<any>;

describe('migration 2026-11-26T1000_favourites', () => {
  it('keeps the saved books under the new name, with their key and foreign keys', async () => {
    const seller = await createUser(db);
    const reader = await createUser(db);
    const first = await createBook(db, seller.id);
    const second = await createBook(db, seller.id);
    for (const [bookId, at] of [
      [first, '2026-10-01T12:00:00.000Z'],
      [second, '2026-10-02T12:00:00.000Z'],
    ] as const) {
      await old()
        .insertInto('favorites')
        .values({ user_id: reader.id, book_id: bookId, created_at: at })
        .execute();
    }

    await migrateToLatest(db);

    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      db,
    );
    expect(tables.rows.map((r) => r.name)).toContain('favourites');
    expect(tables.rows.map((r) => r.name)).not.toContain('favorites');
    expect(await callerFor({ ...t, db }, reader).favourites.list()).toEqual([second, first]);
    // The primary key still refuses a second row for the same book.
    await expect(
      db
        .insertInto('favourites')
        .values({ user_id: reader.id, book_id: first, created_at: '2026-10-03T12:00:00.000Z' })
        .execute(),
    ).rejects.toThrow();
    // And the rows still go with their book.
    await db.deleteFrom('books').where('id', '=', first).execute();
    expect(await db.selectFrom('favourites').select('book_id').execute()).toEqual([{ book_id: second }]);
  });
});
