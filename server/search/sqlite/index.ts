import { sql } from 'kysely';
import type { DB } from '../../../db/client.ts';
import { SEARCH_COUNT_LIMIT } from '../../../shared/search-limits.ts';
import type { ResultWindow, SearchEngine, SearchOptions } from '../contract.ts';
import { type PoolRow, RERANK, rankPool } from '../pool.ts';
import { rankSuggestions, type SuggestionSource } from '../title-suggestions.ts';
import { countUpTo, gather, type Scored, sortedWindow } from './matching.ts';
import { planSearch, type SqlitePlan } from './plan.ts';

// Search on SQLite, served by SQLite itself from an index on disk (docs/decisions/034-search-on-disk.md):
// nothing is held in memory between queries, so the server answers from its first request and
// every process sees every commit. The plan and the ranking are PostgreSQL's
// (docs/decisions/042-known-item-search.md): the database finds the books and its best guesses,
// the rules of ../pool.ts rank that pool.

/** Books whose titles and authors the suggestions choose from. */
const SUGGESTION_POOL = 40;

const EMPTY: ResultWindow = { ids: [], total: 0, moreThan: false };

/** The books of a pool with the texts the rules read, in listing order. */
async function readPool(db: DB, scored: readonly Scored[]): Promise<PoolRow[]> {
  if (scored.length === 0) return [];
  const score = new Map(scored.map((s) => [s.bookId, s.score]));
  const { rows } = await sql<Omit<PoolRow, 'score'>>`
    select b.id, b.title, b.author, b.authors, b.genre, b.description, b.publisher, p.name as seller_name
    from books b join profiles p on p.user_id = b.user_id
    where b.id in (${sql.join(scored.map((s) => s.bookId))})
    order by b.updated_at, b.id`.execute(db);
  return rows.map((r) => ({ ...r, score: score.get(r.id) ?? 0 }));
}

/** The books holding every word (or a widening), counted up to the limit. */
async function counted(db: DB, plan: SqlitePlan, opts: SearchOptions) {
  const matched = await countUpTo(db, plan.all, opts.filters, SEARCH_COUNT_LIMIT + 1);
  return matched > SEARCH_COUNT_LIMIT
    ? { total: SEARCH_COUNT_LIMIT, moreThan: true }
    : { total: matched, moreThan: false };
}

async function relevanceWindow(db: DB, query: string, plan: SqlitePlan, opts: SearchOptions) {
  const pool = await readPool(db, await gather(db, plan, 'pool', opts.filters, RERANK));
  const count = await counted(db, plan, opts);
  const ranked = rankPool(query, pool);
  const end = opts.offset + opts.limit;
  if (pool.length < RERANK || end <= ranked.length) return { ids: ranked.slice(opts.offset, end), ...count };
  // Past the pool, the result set goes on in FTS5's order.
  const beyond = await gather(
    db,
    plan,
    'all',
    opts.filters,
    end - ranked.length,
    new Set(pool.map((r) => r.id)),
  );
  const ids = ranked.concat(beyond.map((b) => b.bookId));
  return { ids: ids.slice(opts.offset, end), ...count };
}

async function sortWindow(
  db: DB,
  plan: SqlitePlan,
  opts: SearchOptions & { sort: 'newest' | 'price-low' | 'price-high' },
) {
  const count = await counted(db, plan, opts);
  const ids = await sortedWindow(db, { all: plan.all, count: count.total }, opts.filters, opts.sort, {
    offset: opts.offset,
    limit: opts.limit,
  });
  return { ids, ...count };
}

export function sqliteSearchFor(db: DB): SearchEngine {
  return {
    async search(query, opts) {
      const plan = await planSearch(db, query);
      if (!plan.all && !plan.any) return EMPTY;
      if (opts.sort === 'relevance') return relevanceWindow(db, query, plan, opts);
      return sortWindow(db, plan, { ...opts, sort: opts.sort });
    },

    async suggest(query, limit) {
      const plan = await planSearch(db, query);
      const best = await gather(db, plan, 'titles', {}, SUGGESTION_POOL);
      if (best.length === 0) return [];
      const order = new Map(best.map((b, i) => [b.bookId, i]));
      const { rows } = await sql<SuggestionSource & { book_id: string; position: number }>`
        select id as book_id, 'title' as kind, title as text, 0 as position from books
        where id in (${sql.join(best.map((b) => b.bookId))})
        union all
        select book_id, 'author', name, position + 1 from book_authors
        where book_id in (${sql.join(best.map((b) => b.bookId))})`.execute(db);
      rows.sort(
        (a, b) => (order.get(a.book_id) ?? 0) - (order.get(b.book_id) ?? 0) || a.position - b.position,
      );
      return rankSuggestions(query, rows, limit);
    },
  };
}
