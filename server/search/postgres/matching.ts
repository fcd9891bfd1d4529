import { type RawBuilder, sql } from 'kysely';
import type { SearchSort } from '../../../shared/search-limits.ts';
import { filterCondition, type SearchFilters } from '../filters.ts';
import type { SearchPlan } from './plan.ts';

// The SQL of search on PostgreSQL (docs/decisions/033-search-documents-on-postgresql.md): which
// books match a planned query, how well, and in what order. Statements read `book_search` as `s`,
// one row per book kept by triggers (migration 2026-11-26T1900_search_documents), whose texts are
// already folded, so no statement calls unaccent per book.

/** The SQL of a tsquery held in a plan. */
const tsquery = (text: string) => sql`to_tsquery('simple'::regconfig, ${text})`;

/**
 * How a planned query picks books (`all`: the result set) and the estimate each gets, higher first:
 * the plan's tiers, as SQLite gathers its pool; the rules rank the pool (../pool.ts), so within a
 * tier the books go in listing order, as on SQLite.
 */
function matchAndScore(plan: NonNullable<SearchPlan>): {
  all: RawBuilder<boolean>;
  score: RawBuilder<number>;
} {
  const score = sql<number>`(case ${sql.join(
    plan.tiers.map((t, i) => sql`when s.words @@ ${tsquery(t)} then ${plan.tiers.length - i}`),
    sql` `,
  )} else 0 end)`;
  return { all: sql`s.words @@ ${tsquery(plan.all)}`, score };
}

/** The non-relevance sorts, and their ties, go newest first (docs/product/search.md#sort). */
const NEWEST = sql`s.created_at desc, s.book_id collate "C" desc`;

/**
 * Equal estimates go in the order the books were last written, the order the pool reaches the
 * rules in (../pool.ts), which keep it for equal books: among many copies of one title, the same
 * ten come first on both engines.
 */
const LISTING_ORDER = sql`s.updated_at, s.book_id collate "C"`;

function orderBy(sort: SearchSort): RawBuilder<unknown> {
  if (sort === 'price-low') return sql`s.price_cents asc, ${NEWEST}`;
  if (sort === 'price-high') return sql`s.price_cents desc, ${NEWEST}`;
  if (sort === 'relevance') return sql`score desc, ${LISTING_ORDER}`;
  return NEWEST;
}

/**
 * The listed books a planned query and the filters match, with a relevance score when the sort
 * needs one and the count of them all, in the sort's order.
 */
export function matchingBooks(
  plan: NonNullable<SearchPlan>,
  filters: SearchFilters,
  sort: SearchSort,
  exclude: readonly string[] = [],
): RawBuilder<unknown> {
  const { all, score } = matchAndScore(plan);
  const without = exclude.length ? sql`and s.book_id not in (${sql.join(exclude)})` : sql``;
  return sql`select s.book_id as id, ${sort === 'relevance' ? score : sql`0`} as score
    from book_search s where ${all} ${without} and ${filterCondition(filters)}
    order by ${orderBy(sort)}`;
}

/** How many books a planned query and the filters match, counted up to `cap`. */
export function countUpTo(
  plan: NonNullable<SearchPlan>,
  filters: SearchFilters,
  cap: number,
): RawBuilder<{ n: number }> {
  const { all } = matchAndScore(plan);
  return sql<{ n: number }>`select count(*) as n from (
    select 1 from book_search s where ${all} and ${filterCondition(filters)} limit ${cap}) m`;
}

/** The `limit` best books of the result set by PostgreSQL's estimate: the pool the rules rank, and the suggestions read. */
export function poolOf(
  plan: NonNullable<SearchPlan>,
  filters: SearchFilters,
  limit: number,
): RawBuilder<unknown> {
  const { all, score } = matchAndScore(plan);
  return sql`select s.book_id as id, ${score} as score
    from book_search s where ${all} and ${filterCondition(filters)}
    order by score desc, ${LISTING_ORDER} limit ${limit}`;
}
