import Fuse from 'fuse.js';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { SearchOptions } from '../contract.ts';
import type { IndexResult } from '../index.ts';
import { normalizeText, SPEC_FUSE_OPTIONS } from '../normalize.ts';
import { RERANK } from '../ranking.ts';
import { type FuseSource, fuseDocument } from '../source.ts';
import { matchingBooks, poolOf } from './matching.ts';
import type { SearchPlan } from './plan.ts';

// 'Mais relevantes' on PostgreSQL (docs/decisions/027-search-on-postgresql.md): PostgreSQL finds
// the matches and orders them by its estimate of fuse.js's score; the best RERANK of them are
// then ranked by fuse.js itself with the options of docs/product/search.md#ranking, as the
// in-process index does with its candidates (docs/decisions/010-search.md). Only that pool is
// read, per query; nothing is kept between queries.

interface PoolRow extends FuseSource {
  score: number;
  /** In the plan's result set (every word), not only in the pool (any word). */
  whole: boolean;
  total: number;
}

/** fuse.js's matches in the pool, in its order. */
function fuseMatches(query: string, pool: readonly PoolRow[]): string[] {
  const fuse = new Fuse(
    pool.map((r) => fuseDocument(r, normalizeText)),
    SPEC_FUSE_OPTIONS,
  );
  return fuse.search(query).map((r) => r.item.id);
}

/** The RERANK best books holding any word, with what fuse.js reads of each, in listing order. */
async function readPool(
  trx: Transaction<Database>,
  plan: SearchPlan,
  filters: SearchOptions['filters'],
): Promise<PoolRow[]> {
  // In listing order, as the in-process index hands fuse.js its pool, so ties fall the same way.
  const { rows } = await sql<PoolRow>`
    with pool as (${poolOf(plan, filters, RERANK)})
    select pool.id, pool.score, pool.whole, pool.total, books.title, books.author, books.authors, books.genre,
      books.description, books.publisher, profiles.name as seller_name
    from pool join books on books.id = pool.id join profiles on profiles.user_id = books.user_id
    order by books.updated_at, books.id collate "C"`.execute(trx);
  return rows;
}

/**
 * One window of results and the count of them all. As with the in-process index
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
): Promise<IndexResult> {
  const pool = await readPool(trx, plan, opts.filters);
  const accepted = fuseMatches(query, pool);
  const whole = new Set(pool.filter((r) => r.whole).map((r) => r.id));
  const extra = accepted.filter((id) => !whole.has(id));
  const total = Number(pool[0]?.total ?? 0) + extra.length;
  const end = opts.offset + opts.limit;
  if (opts.sort !== 'relevance') {
    const { rows } = await sql<{ id: string }>`
      ${matchingBooks(plan, opts.filters, opts.sort, { extra })} limit ${opts.limit} offset ${opts.offset}`.execute(
      trx,
    );
    return { ids: rows.map((r) => r.id), total };
  }
  const taken = new Set(accepted);
  // The pool is in listing order, so a stable sort keeps it within equal scores.
  const rest = pool.filter((r) => r.whole && !taken.has(r.id)).sort((a, b) => b.score - a.score);
  const ranked = accepted.concat(rest.map((r) => r.id));
  if (pool.length < RERANK || end <= ranked.length) return { ids: ranked.slice(opts.offset, end), total };
  // Past the pool, the result set goes on in PostgreSQL's order.
  const from = Math.max(opts.offset, ranked.length) - ranked.length;
  const beyond = await sql<{ id: string }>`
    ${matchingBooks(plan, opts.filters, 'relevance', { exclude: pool.map((r) => r.id) })}
    limit ${end - Math.max(opts.offset, ranked.length)} offset ${from}`.execute(trx);
  return { ids: ranked.slice(opts.offset).concat(beyond.rows.map((r) => r.id)), total };
}
