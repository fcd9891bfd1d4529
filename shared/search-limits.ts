// Search limits and sort orders, without zod: the header's search box and the home page's URL
// parameters need them in the app's entry chunk; the input schemas (schemas/search.ts) use them too.

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 50;
/** 5 suggestions by default, 8 in the header box (docs/product/search.md#search-box). */
export const SUGGEST_DEFAULT = 5;
export const SUGGEST_MAX = 8;
/** A query's bounds, in characters: shorter finds nothing, longer is refused (docs/product/search.md#search-box). */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 200;

export const searchSorts = ['newest', 'price-low', 'price-high', 'relevance'] as const;
export type SearchSort = (typeof searchSorts)[number];

/**
 * A search always has a query, so its results come by relevance unless the reader picks another
 * order (docs/product/search.md#sort). The one copy of the rule: the input schema's default and the
 * home page's sort menu both read it.
 */
export const DEFAULT_SEARCH_SORT: SearchSort = 'relevance';

/**
 * Search counts its matches exactly up to this many; past it the page says 'mais de 10 000
 * livros' (docs/product/search.md#results), so a common word costs no more to count at a million
 * books than at a hundred thousand.
 */
export const SEARCH_COUNT_LIMIT = 10_000;
