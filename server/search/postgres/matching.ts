import { type RawBuilder, sql } from 'kysely';
import type { SearchFilters } from '../filters.ts';
import { SEARCH_KEYS, type SearchKey, SPEC_WEIGHTS } from '../normalize.ts';
import type { IndexSort } from '../orders.ts';
import { twoLetterPattern } from './two-letters.ts';

// The SQL of search on PostgreSQL (docs/decisions/027-search-on-postgresql.md): which books
// match a query, how well, and in what order. Every text is folded by releia_fold (migration
// 2026-11-26T1500_postgres_search), the query as well as the books, so accents and case never
// matter either way. Statements read `books` joined with `profiles` under those names.

/**
 * The least pg_trgm word_similarity (the share of the query's trigrams found in one stretch of a
 * field) that counts as a match. The in-process index asks for half the query's trigrams
 * (docs/decisions/010-search.md#decision); scripts/bench-search.ts --pg measures the recall.
 */
export const WORD_SIMILARITY = 0.5;

/** Letters compared with a two-letter query: fuse.js cannot match one that starts later. */
const TWO_LETTER_WINDOW = 40;

/** Every author, main first, as 'Machado de Assis","Outro' (books.authors is a JSON list). */
const AUTHOR_LIST = sql<string>`substr(books.authors, 3, length(books.authors) - 4)`;

/** Each searchable field as stored, as an SQL expression (the keys of docs/product/search.md#ranking). */
const STORED: Record<SearchKey, RawBuilder<string>> = {
  title: sql`books.title`,
  author: AUTHOR_LIST,
  genre: sql`books.genre`,
  description: sql`books.description`,
  sellerName: sql`profiles.name`,
  publisher: sql`books.publisher`,
};

/** A text (an SQL expression, or the query as a parameter) folded as the indexes fold it. */
function fold(text: RawBuilder<string> | string): RawBuilder<string> {
  return sql<string>`releia_fold(${text})`;
}

/** The book's own fields in one text, exactly as the GIN indexes books_search_* are built. */
const BOOK_TEXT = sql<string>`releia_book_text(books.title, books.author, books.authors, books.genre, books.publisher, books.description)`;

/**
 * The ids of the books a query of three letters or more matches, listed or not: a stretch of the
 * book's text or of its seller's name holds enough of the query's trigrams (typos pass), or its
 * text holds every word of the query. Each branch is one GIN index.
 */
function trigramHits(query: string): RawBuilder<{ id: string }> {
  const q = fold(query);
  return sql`
    select books.id from books where ${q} <% ${BOOK_TEXT}
    union
    select books.id from books
    where to_tsvector('simple'::regconfig, ${BOOK_TEXT}) @@ plainto_tsquery('simple'::regconfig, ${q})
    union
    select books.id from books join profiles on profiles.user_id = books.user_id
    where ${q} <% releia_fold(profiles.name)`;
}

/** Where two letters stand in the window of a text as stored (0: not there), accents and case aside. */
function twoLetterAt(stored: RawBuilder<string>, query: string): RawBuilder<number> {
  return sql<number>`coalesce(regexp_instr(left(${stored}, ${TWO_LETTER_WINDOW + 1}), ${twoLetterPattern(query)}), 0)`;
}

/**
 * Two letters match where they occur as typed in a field's first characters, descriptions
 * aside, as fuse.js accepts them (docs/decisions/010-search.md#decision). No index narrows two
 * letters, so this reads every listed book, without folding it (two-letters.ts).
 */
function twoLetterMatch(query: string): RawBuilder<boolean> {
  const keys = SEARCH_KEYS.filter((key) => key !== 'description');
  return sql<boolean>`(${sql.join(
    keys.map((key) => sql`${twoLetterAt(STORED[key], query)} > 0`),
    sql` or `,
  )})`;
}

/** Letters of a field that count for relevance: fuse.js cannot match a query starting later. */
const RELEVANCE_WINDOW = 64;

/** fuse.js's score for an exact match at the start (Number.EPSILON), as -ln: the most a key can give. */
const EXACT = 36;

/**
 * fuse.js's score of one key as an SQL expression, null when the key does not match: errors /
 * length + start / 100, here 0 errors and the start where the query stands whole in the field,
 * or else, for a match with typos (its start unknown), half the share of the query's trigrams
 * the field lacks, as the in-process index estimates errors (docs/decisions/010-search.md).
 * A two-letter query only matches whole, within the first 40 letters, and not in the description.
 */
function keyScore(key: SearchKey, stored: RawBuilder<string>, query: string): RawBuilder<number | null> {
  const q = fold(query);
  if (query.length === 2) {
    if (key === 'description') return sql`null`;
    const at = twoLetterAt(stored, query);
    return sql`case when ${at} > 0 then (${at} - 1)::real / 100 end`;
  }
  const window = fold(sql`left(${stored}, ${RELEVANCE_WINDOW})`);
  return sql`case when strpos(${window}, ${q}) > 0 then (strpos(${window}, ${q}) - 1)::real / 100
    when word_similarity(${q}, ${window}) >= ${WORD_SIMILARITY} then (1 - word_similarity(${q}, ${window})) / 2 end`;
}

/**
 * What a key adds to relevance, as fuse.js multiplies the scores of the matching keys, each
 * raised to its weight times the field's length norm (1 / √words): here in logarithms, negated,
 * so higher is better and a key that does not match (or scores above fuse.js's 0.4) adds nothing.
 */
function keyRelevance(key: SearchKey, stored: RawBuilder<string>, query: string): RawBuilder<number> {
  const score = keyScore(key, stored, query);
  const words = sql`(1 + length(trim(${stored})) - length(replace(trim(${stored}), ' ', '')))`;
  return sql<number>`coalesce(case when ${score} <= 0.4 then
    ${SPEC_WEIGHTS[key]}::real / sqrt(${words}) * least(-ln(greatest(${score}, 1e-16)), ${EXACT}) end, 0)`;
}

/**
 * How well a listed book matches, higher first: fuse.js's ranking of
 * docs/product/search.md#ranking estimated in SQL (docs/decisions/027-search-on-postgresql.md),
 * so the title and the author count above the rest. The author key is the best of the main
 * author and the list of every author.
 */
function relevance(query: string): RawBuilder<number> {
  const terms = SEARCH_KEYS.map((key) =>
    key === 'author'
      ? sql`greatest(${keyRelevance(key, sql`books.author`, query)}, ${keyRelevance(key, AUTHOR_LIST, query)})`
      : keyRelevance(key, STORED[key], query),
  );
  return sql<number>`(${sql.join(terms, sql` + `)})`;
}

/** The filters of docs/product/search.md (filters.ts's meaning), as SQL over `books`. */
function filterCondition(filters: SearchFilters): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`books.status = 'available' and books.availability = 1`];
  if (filters.condition) parts.push(sql`books.condition = ${filters.condition}`);
  if (filters.minCents !== undefined) parts.push(sql`books.price_cents >= ${filters.minCents}`);
  if (filters.maxCents !== undefined) parts.push(sql`books.price_cents <= ${filters.maxCents}`);
  if (filters.genre !== undefined) {
    const ids = [...(filters.genreCategoryIds ?? [])];
    const inCategory = ids.length > 0 ? sql`books.category_id in (${sql.join(ids)})` : sql`false`;
    parts.push(sql`(trim(releia_fold(books.genre)) = ${filters.genre} or ${inCategory})`);
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** The non-relevance sorts, and their ties, go newest first (orders.ts). */
const NEWEST = sql`books.created_at desc, books.id collate "C" desc`;

/**
 * Equal relevance goes in the order the books were last written, as fuse.js breaks ties by
 * position in the list the in-process index keeps in that order: among many copies of one
 * title, the same ten come first on both engines.
 */
const LISTING_ORDER = sql`books.updated_at, books.id collate "C"`;

function orderBy(sort: IndexSort): RawBuilder<unknown> {
  if (sort === 'price-low') return sql`books.price_cents asc, ${NEWEST}`;
  if (sort === 'price-high') return sql`books.price_cents desc, ${NEWEST}`;
  if (sort === 'relevance') return sql`score desc, ${LISTING_ORDER}`;
  return NEWEST;
}

/**
 * The listed books matching a normalised query (two letters or more) and the filters, with a
 * relevance score when the sort needs one and the count of them all, in the sort's order.
 */
export function matchingBooks(query: string, filters: SearchFilters, sort: IndexSort): RawBuilder<unknown> {
  const twoLetters = query.length === 2;
  const score = sort !== 'relevance' ? sql`0` : relevance(query);
  const from = twoLetters
    ? sql`books join profiles on profiles.user_id = books.user_id
      where ${twoLetterMatch(query)} and`
    : sql`(${trigramHits(query)}) hits join books on books.id = hits.id
      join profiles on profiles.user_id = books.user_id where`;
  // The count is taken over every match, before the caller's limit and offset.
  return sql`select books.id, ${score} as score, count(*) over () as total
    from ${from} ${filterCondition(filters)}
    order by ${orderBy(sort)}`;
}

/** The same, best first, for the suggestions. */
export function bestBooks(query: string, limit: number): RawBuilder<unknown> {
  return sql`${matchingBooks(query, {}, 'relevance')} limit ${limit}`;
}
