import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { isbn13FromTyped } from '../../shared/isbn.ts';
import { SEARCH_COUNT_LIMIT } from '../../shared/search-limits.ts';
import type { ResultWindow, SearchOptions } from './contract.ts';
import { filterCondition } from './filters.ts';

// A query that is an ISBN finds the copies of that book (docs/product/search.md#isbn): an ISBN-13
// or ISBN-10, with or without hyphens and spaces, whose check digit holds, is the work key every
// copy with that ISBN carries (shared/work-key.ts), on both engines alike.

/** The ISBN-13 a query stands for, or null when it is not an ISBN whose check digit holds. */
export function isbnQuery(raw: string): string | null {
  return isbn13FromTyped(raw);
}

function orderBy(sort: SearchOptions['sort']): RawBuilder<unknown> {
  const newest = sql`s.created_at desc, s.book_id desc`;
  if (sort === 'price-low') return sql`s.price_cents asc, ${newest}`;
  if (sort === 'price-high') return sql`s.price_cents desc, ${newest}`;
  // Every copy is the book asked for: the order they were listed in, as equal results go.
  if (sort === 'relevance') return sql`s.updated_at, s.book_id`;
  return newest;
}

/** One window of the listed copies of an ISBN-13 and the filters, with their count. */
export async function isbnWindow(db: Executor, isbn13: string, opts: SearchOptions): Promise<ResultWindow> {
  const { rows } = await sql<{ id: string }>`
    select s.book_id as id from book_search s join books b on b.id = s.book_id
    where b.work_key = ${`isbn:${isbn13}`} and ${filterCondition(opts.filters)}
    order by ${orderBy(opts.sort)} limit ${SEARCH_COUNT_LIMIT + 1}`.execute(db);
  const moreThan = rows.length > SEARCH_COUNT_LIMIT;
  return {
    ids: rows.slice(opts.offset, opts.offset + opts.limit).map((r) => r.id),
    total: moreThan ? SEARCH_COUNT_LIMIT : rows.length,
    moreThan,
  };
}
