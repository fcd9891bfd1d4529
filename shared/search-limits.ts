// Search limits and sort orders, without zod: the header's search box and the home page's URL
// parameters need them in the app's entry chunk; the input schemas (schemas/search.ts) use them too.

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 50;
/** 5 suggestions by default, 8 in the header box (docs/product/search.md#search-box). */
export const SUGGEST_DEFAULT = 5;
export const SUGGEST_MAX = 8;
export const SEARCH_QUERY_MAX = 200;

export const searchSorts = ['newest', 'price-low', 'price-high', 'relevance'] as const;
export type SearchSort = (typeof searchSorts)[number];
