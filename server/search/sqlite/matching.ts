import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../../db/client.ts';
import type { SearchSort } from '../../../shared/search-limits.ts';
import { filterCondition, hasFilters, type SearchFilters } from '../filters.ts';
import type { SqlitePlan } from './plan.ts';

// The SQL of search on SQLite (docs/decisions/034-search-on-disk.md): which books match a planned
// query, the best of them by FTS5's estimate, and windows in the other orders. Statements read
// `book_search_text` (every column) or `book_search_titles` (titles, authors and their leading
// words), listed books only, each row's id the book's `book_search.id`, and `book_search` as `s`.
// Each statement scores at most SCAN matches, so a word half the catalogue holds costs what a
// rarer one does: that bound is what keeps a search in milliseconds at a million books.

/** Matches a statement scores at most, in the order books were listed. */
const SCAN = 600;
/** The same for two letters: every word they begin is read ('de' begins a word of most books). */
const SHORT_SCAN = 500;

/** The full-text tables. */
const TABLES = {
  text: { name: 'book_search_text' },
  titles: { name: 'book_search_titles' },
} as const;
type Table = keyof typeof TABLES;

/** One FTS5 expression over one of the tables. */
interface Tier {
  table: Table;
  match: string;
}

/** The listed books matching an FTS5 expression and the filters, as `f` and `s`. */
const matching = (match: string, filters: SearchFilters, table: Table = 'text') =>
  sql`${sql.table(TABLES[table].name)} f join book_search s on s.id = f.rowid
    where ${sql.table(TABLES[table].name)} match ${match} and ${filterCondition(filters)}`;

/** The same without `s` when there is nothing to filter: the tables hold only listed books. */
const matchingAny = (match: string, filters: SearchFilters, table: Table = 'text') =>
  hasFilters(filters)
    ? matching(match, filters, table)
    : sql`${sql.table(TABLES[table].name)} f where ${sql.table(TABLES[table].name)} match ${match}`;

/** How many books match, counted up to `cap`. */
export async function countUpTo(
  db: Executor,
  match: string,
  filters: SearchFilters,
  cap: number,
  table: Table = 'text',
) {
  if (!match) return 0;
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (select 1 from ${matchingAny(match, filters, table)} limit ${cap})`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export interface Scored {
  /** book_search.id */
  sid: number;
  bookId: string;
  /** Higher first. */
  score: number;
}

/** `limit` of the first `scan` books a tier matches, in listing order. */
async function bestOf(
  db: Executor,
  tier: Tier,
  filters: SearchFilters,
  limit: number,
  scan: number,
): Promise<Scored[]> {
  // The rules rank the pool (../pool.ts): within a tier the books go in listing order (by when
  // each was last written), as PostgreSQL's pool does, among the first `scan` the index holds.
  // bm25 chose among them before; it cost a third of a search and moved no known-item figure.
  const { rows } = await sql<{ sid: number; bookId: string; score: number }>`
    select sid, "bookId", 0 as score from (
      select f.rowid as sid, s.book_id as "bookId", s.updated_at
      from ${matching(tier.match, filters, tier.table)} limit ${scan}
    ) order by updated_at, "bookId" limit ${limit}`.execute(db);
  return rows;
}

/**
 * The tiers a pool is gathered from, best first: every typed word in the title (and the word being
 * typed, when the last is of two letters); every word or a
 * typo of it in the title; a typed word in the title and one in an author's name; every word in
 * titles and authors; then anywhere. Every tier lies within the result set, so the pool is the
 * whole set when it is small. Suggestions read titles and authors only, also books holding any
 * typed word; the result set past the pool goes on in titles and authors first.
 */
function tiers(plan: SqlitePlan, set: PlanSet): Tier[] {
  const text = (match: string): Tier => ({ table: 'text', match });
  if (plan.kind === 'short') {
    if (!plan.any) return [];
    const first = set === 'titles' ? plan.terms : plan.every;
    const inTitles = [`{lead}: (${first})`, first].map((match): Tier => ({ table: 'titles', match }));
    return set === 'titles' ? inTitles : [...inTitles, text(plan.all)];
  }
  const { all, typed, any, allTyped, unfinished } = plan;
  const titles = (match: string): Tier => ({ table: 'titles', match });
  if (set === 'all') return [titles(all), text(all)];
  // Suggestions need only a few titles and authors worth suggesting, at the speed of typing.
  if (set === 'titles')
    return [titles(`{title}: (${allTyped})`), titles(`{lead}: (${typed})`), titles(typed), titles(any)];
  return [
    ...(unfinished ? [titles(`{title}: (${allTyped} AND ${unfinished})`)] : []),
    titles(`{title}: (${allTyped})`),
    titles(`{title}: (${all})`),
    titles(`(${all}) AND {title}: (${typed}) AND {authors}: (${typed})`),
    titles(all),
    text(all),
  ];
}

/** A plan's result set in the order past the pool (`all`), its pool (`pool`), or books whose titles or authors match (`titles`, for suggestions). */
export type PlanSet = 'all' | 'pool' | 'titles';

/**
 * Up to `limit` books of a plan's result set (`all`) or of its pool (`pool`), best first, leaving
 * out `skip`: tier by tier, each tier's books in listing order among its first SCAN, earlier tiers first.
 */
export async function gather(
  db: Executor,
  plan: SqlitePlan,
  set: PlanSet,
  filters: SearchFilters,
  limit: number,
  skip: ReadonlySet<string> = new Set(),
): Promise<Scored[]> {
  const found = new Map<string, Scored>();
  const list = tiers(plan, set);
  for (const [index, tier] of list.entries()) {
    if (found.size >= limit) break;
    for (const row of await bestOf(
      db,
      tier,
      filters,
      limit + skip.size,
      plan.kind === 'short' ? SHORT_SCAN : SCAN,
    )) {
      if (found.size >= limit) break;
      if (skip.has(row.bookId) || found.has(row.bookId)) continue;
      // An earlier tier ranks above any later one.
      found.set(row.bookId, { ...row, score: (list.length - index) * 1e6 + row.score });
    }
  }
  return [...found.values()];
}

/** The non-relevance sorts, ties newest first (docs/product/search.md#results). */
function orderBy(sort: Exclude<SearchSort, 'relevance'>): RawBuilder<unknown> {
  const newest = sql`created_at desc, book_id desc`;
  if (sort === 'price-low') return sql`price_cents asc, ${newest}`;
  if (sort === 'price-high') return sql`price_cents desc, ${newest}`;
  return newest;
}

/** Matches past which a sorted window walks the sort's index instead of sorting every match. */
const WALK_FROM = 2000;

/**
 * One window of a result set of `count` books in a sort's order. A small set is sorted whole; a
 * large one is found by walking the listed books in the sort's order (an index) until the window
 * is full, each checked against the set read once, so a word half the catalogue holds costs what
 * a rarer one does.
 */
export async function sortedWindow(
  db: Executor,
  set: { all: string; count: number },
  filters: SearchFilters,
  sort: Exclude<SearchSort, 'relevance'>,
  window: { offset: number; limit: number },
): Promise<string[]> {
  const walk = set.count > WALK_FROM;
  if (walk && sort === 'newest') {
    // Full-text rows are numbered in the order books are created: backwards is newest first.
    const { rows } = await sql<{ book_id: string }>`
      select s.book_id from ${matching(set.all, filters)}
      order by f.rowid desc limit ${window.limit} offset ${window.offset}`.execute(db);
    return rows.map((r) => r.book_id);
  }
  const from = walk
    ? sql`book_search s indexed by book_search_price
        where s.id in (select rowid from book_search_text where book_search_text match ${set.all})
        and ${filterCondition(filters)}`
    : sql`(select s.* from ${matching(set.all, filters)}) s`;
  const { rows } = await sql<{ book_id: string }>`
    select s.book_id from ${from} order by ${orderBy(sort)} limit ${window.limit} offset ${window.offset}`.execute(
    db,
  );
  return rows.map((r) => r.book_id);
}
