import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isListed, listed } from '../../server/catalog/listed.ts';
import type { BookStatus } from '../../shared/book.ts';
import { createTestDb, TEST_ENGINE, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';

// 'On sale' is written three times: `listed` (SQL, every list and count), `isListed` (a row
// already read: the cart, saved searches) and the search table's `listed` column, which the
// engine's triggers write from the book (SQLite: db/search-tables.ts; PostgreSQL: its
// search-documents migration). Migrations that shipped are never edited, so the triggers cannot
// import the rule: this test holds the three to one answer for every status and availability,
// as a book is inserted and as it changes.

const STATUSES: BookStatus[] = ['available', 'reserved', 'sold', 'hidden', 'removed'];
const CASES = STATUSES.flatMap((status) =>
  ([0, 1] as const).map((availability) => ({ status, availability })),
);

let t: TestDb;
let sellerId: string;
beforeEach(async () => {
  t = await createTestDb();
  sellerId = (await createUser(t.db)).id;
});
afterEach(() => t.close());

/** Each definition's answer for one book. */
async function answers(id: string) {
  const row = await t.db
    .selectFrom('books')
    .select(['status', 'availability'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const inSql = await t.db
    .selectFrom('books')
    .select('id')
    .where('id', '=', id)
    .where(listed)
    .executeTakeFirst();
  // book_search is the engine's own table, outside db/schema.ts's types (db/search-tables.ts).
  const { rows } = await sql<{ listed: number | boolean }>`
    select listed from book_search where book_id = ${id}`.execute(t.db);
  return { isListed: isListed(row), sql: inSql !== undefined, trigger: Boolean(rows[0]?.listed) };
}

const agreeing = (onSale: boolean) => ({ isListed: onSale, sql: onSale, trigger: onSale });

describe(`'on sale' (${TEST_ENGINE})`, () => {
  it.each(CASES)('agrees on a book inserted as $status, its availability then $availability', async (c) => {
    const id = await createBook(t.db, sellerId, { status: c.status });
    await t.db.updateTable('books').set({ availability: c.availability }).where('id', '=', id).execute();
    expect(await answers(id)).toEqual(agreeing(c.status === 'available' && c.availability === 1));
  });

  it('agrees as one book goes through every status and availability', async () => {
    const id = await createBook(t.db, sellerId);
    expect(await answers(id)).toEqual(agreeing(true));
    for (const c of CASES) {
      await t.db.updateTable('books').set(c).where('id', '=', id).execute();
      expect({ ...c, ...(await answers(id)) }).toEqual({
        ...c,
        ...agreeing(c.status === 'available' && c.availability === 1),
      });
    }
  });
});
