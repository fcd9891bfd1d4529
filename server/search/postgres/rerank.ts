import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { SEARCH_COUNT_LIMIT } from '../../../shared/search-limits.ts';
import type { ResultWindow, SearchOptions } from '../contract.ts';
import { type PoolRow, RERANK, rankPool } from '../pool.ts';
import { countUpTo, matchingBooks, poolOf } from './matching.ts';
import type { SearchPlan } from './plan.ts';

// One window of results on PostgreSQL (docs/decisions/042-known-item-search.md): PostgreSQL finds
// the result set and its best RERANK by its estimate; the rules of ../pool.ts rank those, as on
// SQLite, and the set goes on past them in PostgreSQL's order. Nothing is kept between queries.

type Plan = NonNullable<SearchPlan>;

/** The RERANK best books of the result set, with the texts the rules read, in listing order. */
async function readPool(
  trx: Transaction<Database>,
  plan: Plan,
  filters: SearchOptions['filters'],
): Promise<PoolRow[]> {
  const { rows } = await sql<PoolRow>`
    with pool as (${poolOf(plan, filters, RERANK)})
    select pool.id, pool.score, books.title, books.author, books.authors, books.genre,
      books.description, books.publisher, profiles.name as seller_name
    from pool join books on books.id = pool.id join profiles on profiles.user_id = books.user_id
    order by books.updated_at, books.id collate "C"`.execute(trx);
  return rows;
}

/** The count shown: exact up to SEARCH_COUNT_LIMIT, then 'mais de', as on SQLite. */
async function counted(trx: Transaction<Database>, plan: Plan, opts: SearchOptions) {
  const { rows } = await countUpTo(plan, opts.filters, SEARCH_COUNT_LIMIT + 1).execute(trx);
  const matched = Number(rows[0]?.n ?? 0);
  return matched > SEARCH_COUNT_LIMIT
    ? { total: SEARCH_COUNT_LIMIT, moreThan: true }
    : { total: matched, moreThan: false };
}

/** One window of results in the sort asked for, and the count of them all. */
export async function searchWindow(
  trx: Transaction<Database>,
  query: string,
  plan: Plan,
  opts: SearchOptions,
): Promise<ResultWindow> {
  const count = await counted(trx, plan, opts);
  const end = opts.offset + opts.limit;
  if (opts.sort !== 'relevance') {
    const { rows } = await sql<{ id: string }>`
      ${matchingBooks(plan, opts.filters, opts.sort)} limit ${opts.limit} offset ${opts.offset}`.execute(trx);
    return { ids: rows.map((r) => r.id), ...count };
  }
  const pool = await readPool(trx, plan, opts.filters);
  const ranked = rankPool(query, pool);
  if (pool.length < RERANK || end <= ranked.length) return { ids: ranked.slice(opts.offset, end), ...count };
  // Past the pool, the result set goes on in PostgreSQL's order.
  const from = Math.max(opts.offset, ranked.length) - ranked.length;
  const beyond = await sql<{ id: string }>`
    ${matchingBooks(
      plan,
      opts.filters,
      'relevance',
      pool.map((r) => r.id),
    )}
    limit ${end - Math.max(opts.offset, ranked.length)} offset ${from}`.execute(trx);
  return { ids: ranked.slice(opts.offset).concat(beyond.rows.map((r) => r.id)), ...count };
}
