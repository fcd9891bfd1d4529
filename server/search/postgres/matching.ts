import { type RawBuilder, sql } from 'kysely';
import type { SearchSort } from '../../../shared/search-limits.ts';
import { filterCondition, type SearchFilters } from '../filters.ts';
import { FUSE_WINDOW, SPEC_WEIGHTS } from '../normalize.ts';
import type { SearchPlan } from './plan.ts';

// The SQL of search on PostgreSQL (docs/decisions/033-search-documents-on-postgresql.md): which
// books match a planned query, how well, and in what order. Statements read `book_search` as `s`,
// one row per book kept by triggers (migration 2026-11-26T1900_search_documents), whose texts are
// already folded, so no statement calls unaccent per book.

/**
 * ts_rank's weights for the tsvector's classes D, C, B, A: description; genre, publisher and
 * seller; authors; title (docs/product/search.md#ranking), so a title match ranks first.
 */
const CLASS_WEIGHTS = `{${SPEC_WEIGHTS.description},${SPEC_WEIGHTS.genre},${SPEC_WEIGHTS.author},${SPEC_WEIGHTS.title}}`;

/** The folded fields a short query is looked for in, with their weights (not the description). */
const SHORT_FIELDS: [column: string, weight: number][] = [
  ['title', SPEC_WEIGHTS.title],
  ['author', SPEC_WEIGHTS.author],
  ['authors', SPEC_WEIGHTS.author],
  ['genre', SPEC_WEIGHTS.genre],
  ['seller', SPEC_WEIGHTS.sellerName],
  ['publisher', SPEC_WEIGHTS.publisher],
];

/** Where a short query stands in a field's first letters, as fuse.js can match it (0: not there). */
function shortAt(column: string, query: string): RawBuilder<number> {
  return sql<number>`strpos(left(${sql.ref(`s.${column}`)}, ${FUSE_WINDOW + query.length}), ${query})`;
}

/** fuse.js's score for an exact match at the start (Number.EPSILON), as -ln: the most a field can give. */
const EXACT = 36;

/**
 * What a field adds to a short query's relevance, as fuse.js scores it (it accepts only exact
 * occurrences of so short a pattern): the start / 100, raised to the key's weight times the
 * field's length norm (1 / √words), in logarithms, negated, so higher is better.
 */
function shortRelevance(column: string, weight: number, query: string): RawBuilder<number> {
  const at = shortAt(column, query);
  const field = sql.ref(`s.${column}`);
  const words = sql`(1 + length(trim(${field})) - length(replace(trim(${field}), ' ', '')))`;
  return sql<number>`case when ${at} > 0 then
    ${weight}::real / sqrt(${words}) * least(-ln(greatest((${at} - 1)::real / 100, 1e-16)), ${EXACT}) else 0 end`;
}

/** The SQL of a tsquery held in a plan. */
const tsquery = (text: string) => sql`to_tsquery('simple'::regconfig, ${text})`;

/**
 * How a planned query picks books (`all`: the result set; `any`: the pool fuse.js chooses from)
 * and the relevance each gets, higher first.
 */
function matchAndScore(plan: SearchPlan): {
  all: RawBuilder<boolean>;
  any: RawBuilder<boolean>;
  score: RawBuilder<number>;
} {
  if (plan.kind === 'short') {
    // No word of three letters: the query as typed, in a field's first letters, the nearer the start the better.
    const at = SHORT_FIELDS.map(([column]) => shortAt(column, plan.query));
    const score = SHORT_FIELDS.map(([column, weight]) => shortRelevance(column, weight, plan.query));
    const match = sql<boolean>`(${sql.join(
      at.map((a) => sql`${a} > 0`),
      sql` or `,
    )})`;
    return { all: match, any: match, score: sql<number>`(${sql.join(score, sql` + `)})` };
  }
  const rank = (text: string) => sql<number>`ts_rank(${CLASS_WEIGHTS}::real[], s.words, ${tsquery(text)})`;
  // More of the words ranks higher; a book holding them as typed ranks above one holding only near misses.
  const score =
    plan.typed === plan.any ? rank(plan.any) : sql<number>`(${rank(plan.any)} + ${rank(plan.typed)})`;
  return { all: sql`s.words @@ ${tsquery(plan.all)}`, any: sql`s.words @@ ${tsquery(plan.any)}`, score };
}

/** The non-relevance sorts, and their ties, go newest first (docs/product/search.md#sort). */
const NEWEST = sql`s.created_at desc, s.book_id collate "C" desc`;

/**
 * Equal relevance goes in the order the books were last written, the order the pool reaches
 * fuse.js in, since fuse.js breaks ties by position: among many copies of one title, the same ten
 * come first on both engines.
 */
const LISTING_ORDER = sql`s.updated_at, s.book_id collate "C"`;

function orderBy(sort: SearchSort): RawBuilder<unknown> {
  if (sort === 'price-low') return sql`s.price_cents asc, ${NEWEST}`;
  if (sort === 'price-high') return sql`s.price_cents desc, ${NEWEST}`;
  if (sort === 'relevance') return sql`score desc, ${LISTING_ORDER}`;
  return NEWEST;
}

/** Books added to a plan's result set (fuse.js accepted them) or left out of it (already read). */
export interface Adjust {
  extra?: readonly string[];
  exclude?: readonly string[];
}

/**
 * The listed books a planned query and the filters match, with a relevance score when the sort
 * needs one and the count of them all, in the sort's order.
 */
export function matchingBooks(
  plan: SearchPlan,
  filters: SearchFilters,
  sort: SearchSort,
  adjust: Adjust = {},
): RawBuilder<unknown> {
  const { all, score } = matchAndScore(plan);
  const extra = adjust.extra?.length ? sql`(${all} or s.book_id in (${sql.join(adjust.extra)}))` : all;
  const exclude = adjust.exclude?.length ? sql`and s.book_id not in (${sql.join(adjust.exclude)})` : sql``;
  // The count is taken over every match, before the caller's limit and offset.
  return sql`select s.book_id as id, ${sort === 'relevance' ? score : sql`0`} as score, count(*) over () as total
    from book_search s where ${extra} ${exclude} and ${filterCondition(filters)}
    order by ${orderBy(sort)}`;
}

/**
 * The `limit` best books holding any of the words, each marked `whole` when it is in the result
 * set, with the size of that set (`total`): what fuse.js re-ranks, and the suggestions read.
 */
export function poolOf(plan: SearchPlan, filters: SearchFilters, limit: number): RawBuilder<unknown> {
  const { all, any, score } = matchAndScore(plan);
  return sql`select s.book_id as id, ${score} as score, ${all} as whole,
      count(*) filter (where ${all}) over () as total
    from book_search s where ${any} and ${filterCondition(filters)}
    order by score desc, ${LISTING_ORDER} limit ${limit}`;
}
