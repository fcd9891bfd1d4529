import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ResultWindow, SearchOptions } from '../contract.ts';
import { extrasOf, fuseMatches, type PoolRow as RankedRow, RERANK, rankPool } from '../pool.ts';
import { matchingBooks, poolOf } from './matching.ts';
import type { SearchPlan } from './plan.ts';

// 'Mais relevantes' on PostgreSQL (docs/decisions/027-search-on-postgresql.md): PostgreSQL finds
// the matches and orders them by its estimate of fuse.js's score; the best RERANK of them are
// then ranked by fuse.js itself with the options of docs/product/search.md#ranking (the ranking
// contract of docs/decisions/010-search.md, kept by 033 and 034). Only that pool is read, per
// query; nothing is kept between queries.

interface PoolRow extends RankedRow {
  /** The size of the result set. */
  total: number;
}

/** The RERANK best books holding any word, with what fuse.js reads of each, in listing order. */
async function readPool(
  trx: Transaction<Database>,
  plan: SearchPlan,
  filters: SearchOptions['filters'],
): Promise<PoolRow[]> {
  // In listing order, since fuse.js breaks ties by position: equal scores fall as on SQLite.
  const { rows } = await sql<PoolRow>`
    with pool as (${poolOf(plan, filters, RERANK)})
    select pool.id, pool.score, pool.whole, pool.total, books.title, books.author, books.authors, books.genre,
      books.description, books.publisher, profiles.name as seller_name
    from pool join books on books.id = pool.id join profiles on profiles.user_id = books.user_id
    order by books.updated_at, books.id collate "C"`.execute(trx);
  return rows;
}

/**
 * One window of results and the count of them all. As the ranking contract has it
 * (docs/decisions/010-search.md#decision), a book is a result when it holds every word (or a
 * near miss of it) or when fuse.js accepts it among the pool ('vidas sceas' finds 'Vidas Secas',
 * 'hora casmurro' does not find every 'Hora'). 'Mais relevantes' is fuse.js's order, then the
 * rest by PostgreSQL's score.
 */
export async function pooledWindow(
  trx: Transaction<Database>,
  query: string,
  plan: SearchPlan,
  opts: SearchOptions,
): Promise<ResultWindow> {
  const pool = await readPool(trx, plan, opts.filters);
  const accepted = fuseMatches(query, pool);
  const extra = extrasOf(pool, accepted);
  const total = Number(pool[0]?.total ?? 0) + extra.length;
  const end = opts.offset + opts.limit;
  if (opts.sort !== 'relevance') {
    const { rows } = await sql<{ id: string }>`
      ${matchingBooks(plan, opts.filters, opts.sort, { extra })} limit ${opts.limit} offset ${opts.offset}`.execute(
      trx,
    );
    return { ids: rows.map((r) => r.id), total, moreThan: false };
  }
  const ranked = rankPool(pool, accepted);
  if (pool.length < RERANK || end <= ranked.length)
    return { ids: ranked.slice(opts.offset, end), total, moreThan: false };
  // Past the pool, the result set goes on in PostgreSQL's order.
  const from = Math.max(opts.offset, ranked.length) - ranked.length;
  const beyond = await sql<{ id: string }>`
    ${matchingBooks(plan, opts.filters, 'relevance', { exclude: pool.map((r) => r.id) })}
    limit ${end - Math.max(opts.offset, ranked.length)} offset ${from}`.execute(trx);
  return { ids: ranked.slice(opts.offset).concat(beyond.rows.map((r) => r.id)), total, moreThan: false };
}
