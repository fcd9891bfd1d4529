import Fuse from 'fuse.js';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { SearchOptions } from '../contract.ts';
import type { IndexResult } from '../index.ts';
import { normalizeText, SPEC_FUSE_OPTIONS } from '../normalize.ts';
import { RERANK } from '../ranking.ts';
import { type FuseSource, fuseDocument } from '../source.ts';
import { matchingBooks } from './matching.ts';

// 'Mais relevantes' on PostgreSQL (docs/decisions/027-search-on-postgresql.md): PostgreSQL finds
// the matches and orders them by its estimate of fuse.js's score; the best RERANK of them are
// then ranked by fuse.js itself with the options of docs/product/search.md#ranking, as the
// in-process index does with its candidates (docs/decisions/010-search.md). Only that pool is
// read, per query; nothing is kept between queries.

interface PoolRow extends FuseSource {
  score: number;
  total: number;
}

/** The pool's ids, fuse.js's matches in its order first, then the others by PostgreSQL's score. */
function rerank(query: string, pool: readonly PoolRow[]): string[] {
  const fuse = new Fuse(
    pool.map((r) => fuseDocument(r, normalizeText)),
    SPEC_FUSE_OPTIONS,
  );
  const ranked = fuse.search(query).map((r) => r.item.id);
  const taken = new Set(ranked);
  // The pool is in listing order, so a stable sort keeps it within equal scores.
  const others = pool.filter((r) => !taken.has(r.id)).sort((a, b) => b.score - a.score);
  return ranked.concat(others.map((r) => r.id));
}

/** One window of a relevance search; past the pool, PostgreSQL's order goes on. */
export async function relevanceWindow(
  trx: Transaction<Database>,
  query: string,
  opts: SearchOptions,
): Promise<IndexResult> {
  // In listing order, as the in-process index hands fuse.js its pool, so ties fall the same way.
  const { rows } = await sql<PoolRow>`
    with pool as (${matchingBooks(query, opts.filters, 'relevance')} limit ${RERANK})
    select pool.id, pool.score, pool.total, books.title, books.author, books.authors, books.genre,
      books.description, books.publisher, profiles.name as seller_name
    from pool join books on books.id = pool.id join profiles on profiles.user_id = books.user_id
    order by books.updated_at, books.id collate "C"`.execute(trx);
  const total = rows[0]?.total ?? 0;
  const ranked = rerank(query, rows);
  const end = opts.offset + opts.limit;
  if (rows.length < RERANK || end <= ranked.length) return { ids: ranked.slice(opts.offset, end), total };
  const from = Math.max(opts.offset, RERANK);
  const beyond = await sql<{ id: string }>`
    ${matchingBooks(query, opts.filters, 'relevance')} limit ${end - from} offset ${from}`.execute(trx);
  return { ids: ranked.slice(opts.offset).concat(beyond.rows.map((r) => r.id)), total };
}
