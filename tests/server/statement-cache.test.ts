import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { kyselyFor, withStatementCache } from '../../db/client.ts';

// The prepared-statement cache behind every Kysely instance (db/client.ts): reused by SQL text,
// bounded, never handing out a statement that is still being iterated.

let sqlite: SQLite.Database;
afterEach(() => sqlite.close());

function open() {
  sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (n integer)');
  return sqlite;
}

describe('withStatementCache', () => {
  it('hands back the same statement for the same SQL', () => {
    const cache = withStatementCache(open());
    const a = cache.prepare('select n from t');
    expect(cache.prepare('select n from t')).toBe(a);
    expect(cache.prepare('select n + 1 from t')).not.toBe(a);
  });

  it('keeps at most `max` statements, dropping the least recently used', () => {
    const cache = withStatementCache(open(), 2);
    const one = cache.prepare('select 1');
    const two = cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(one);
    cache.prepare('select 3');
    // 'select 2' was the least recently used: 'select 1' is still kept, 'select 2' is prepared again.
    expect(cache.prepare('select 1')).toBe(one);
    expect(cache.prepare('select 2')).not.toBe(two);
  });

  it('gives a fresh statement while the cached one is being iterated', () => {
    const db = open();
    db.exec('insert into t values (1), (2)');
    const cache = withStatementCache(db);
    const first = cache.prepare('select n from t');
    const iterator = first.iterate([]);
    iterator.next();
    const second = cache.prepare('select n from t');
    expect(second).not.toBe(first);
    expect(second.all([])).toHaveLength(2);
    iterator.return?.();
    expect(cache.prepare('select n from t')).toBe(first);
  });

  it('serves Kysely queries with parameters and writes through the same statements', async () => {
    const db = kyselyFor(open());
    const insert = (n: number) =>
      db
        .insertInto('t' as never)
        .values({ n } as never)
        .execute();
    await insert(1);
    await insert(2);
    const rows = await db
      .selectFrom('t' as never)
      .select('n' as never)
      .where('n' as never, '>', 1 as never)
      .execute();
    expect(rows).toEqual([{ n: 2 }]);
  });
});
