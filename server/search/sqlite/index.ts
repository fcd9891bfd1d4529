import { sql } from 'kysely';
import type { DB } from '../../../db/client.ts';
import { foldText } from '../../../shared/accents.ts';
import { SEARCH_COUNT_LIMIT } from '../../../shared/search-limits.ts';
import { searchWords, splitWords } from '../../../shared/search-words.ts';
import type { ResultWindow, SearchEngine, SearchOptions } from '../contract.ts';
import { extrasOf, fuseMatches, type PoolRow, RERANK, rankPool } from '../pool.ts';
import { rankSuggestions, type SuggestionSource } from '../title-suggestions.ts';
import { countUpTo, gather, type Scored, sortedWindow } from './matching.ts';
import { planSearch, type SqlitePlan } from './plan.ts';

// Search on SQLite, served by SQLite itself from an index on disk (docs/decisions/034-search-on-disk.md):
// nothing is held in memory between queries, so the server answers from its first request and
// every process sees every commit. The plan and the ranking are PostgreSQL's
// (docs/decisions/033-search-documents-on-postgresql.md): the database finds the books and its
// best guesses, fuse.js ranks that pool exactly.

/** Books whose titles and authors the suggestions choose from. */
const SUGGESTION_POOL = 40;

const EMPTY: ResultWindow = { ids: [], total: 0, moreThan: false };

/** Whether a read book holds every word of a plan (or a near miss of it), as FTS5's `all` asks. */
function holdsAll(plan: SqlitePlan, row: PoolRow): boolean {
  const text = [row.title, row.authors, row.genre ?? '', row.publisher ?? '', row.seller_name];
  if (plan.kind === 'short') {
    const words = splitWords(foldText(text.join(' ')));
    return plan.words.length > 0 && plan.words.every((w) => words.some((held) => held.startsWith(w)));
  }
  const words = new Set(searchWords(foldText([...text, row.description ?? ''].join(' '))));
  return plan.alternatives.every((options) => options.some((w) => words.has(w)));
}

/** The books of a pool with what fuse.js reads of each, in listing order. */
async function readPool(db: DB, plan: SqlitePlan, scored: readonly Scored[]): Promise<PoolRow[]> {
  if (scored.length === 0) return [];
  const score = new Map(scored.map((s) => [s.bookId, s.score]));
  const { rows } = await sql<Omit<PoolRow, 'score' | 'whole'>>`
    select b.id, b.title, b.author, b.authors, b.genre, b.description, b.publisher, p.name as seller_name
    from books b join profiles p on p.user_id = b.user_id
    where b.id in (${sql.join(scored.map((s) => s.bookId))})
    order by b.updated_at, b.id`.execute(db);
  return rows.map((r) => {
    const row = { ...r, score: score.get(r.id) ?? 0, whole: false };
    return { ...row, whole: holdsAll(plan, row) };
  });
}

/** The books holding every word (or a widening), counted up to the limit. */
const matches = (db: DB, plan: SqlitePlan, opts: SearchOptions) =>
  countUpTo(db, plan.all, opts.filters, SEARCH_COUNT_LIMIT + 1);

/**
 * Sets this small take fuse.js's near misses too, books lacking a word that it accepts ('vidas
 * sceas' finds 'Vidas Secas'); a larger set has better results than near misses to show, and
 * finding them would cost a sorted window a fuse.js ranking.
 */
const NEAR_MISSES_BELOW = RERANK;

/** The count shown: the matches and the near misses, up to the limit. */
function counted(matched: number, extras: number) {
  const total = matched + extras;
  return total > SEARCH_COUNT_LIMIT
    ? { total: SEARCH_COUNT_LIMIT, moreThan: true }
    : { total, moreThan: false };
}

async function relevanceWindow(db: DB, query: string, plan: SqlitePlan, opts: SearchOptions) {
  const pool = await readPool(db, plan, await gather(db, plan, 'any', opts.filters, RERANK));
  const matched = await matches(db, plan, opts);
  const accepted = fuseMatches(query, pool);
  const ranked = rankPool(pool, accepted);
  // Every sort counts the same set: near misses only where they join it (NEAR_MISSES_BELOW),
  // though fuse.js's order may show one among the first results of a larger set.
  const count = counted(matched, matched < NEAR_MISSES_BELOW ? extrasOf(pool, accepted).length : 0);
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
  query: string,
  plan: SqlitePlan,
  opts: SearchOptions & { sort: 'newest' | 'price-low' | 'price-high' },
) {
  // One word (or short words only): every book fuse.js could accept holds it already.
  const single = plan.kind === 'short' || plan.all === plan.any;
  const matched = await matches(db, plan, opts);
  let extra: string[] = [];
  if (!single && matched < NEAR_MISSES_BELOW) {
    const pool = await readPool(db, plan, await gather(db, plan, 'any', opts.filters, RERANK));
    extra = extrasOf(pool, fuseMatches(query, pool));
  }
  const count = counted(matched, extra.length);
  const set = { all: plan.all, extra, count: count.total };
  const ids = await sortedWindow(db, set, opts.filters, opts.sort, {
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
      return sortWindow(db, query, plan, { ...opts, sort: opts.sort });
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
