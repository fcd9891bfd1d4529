import type { SearchSort } from '../../shared/search-limits.ts';
import type { SearchFilters } from './filters.ts';

// What every search engine answers (server/search/engine.ts picks one per database).

export type IndexSort = SearchSort;

export interface SearchOptions {
  sort: IndexSort;
  filters: SearchFilters;
  offset: number;
  limit: number;
}

export interface IndexResult {
  /** Book ids of the requested window, in order. */
  ids: string[];
  /** Every match, or SEARCH_COUNT_LIMIT when `moreThan`. */
  total: number;
  /** More than SEARCH_COUNT_LIMIT books match: `total` is that limit, not a count. */
  moreThan: boolean;
}

export interface Suggestion {
  kind: 'title' | 'author';
  text: string;
}

/** Both methods take a query from searchableQuery (normalize.ts): normalised, long enough, cut. */
export interface SearchEngine {
  /** The ids of one window of results, with the count of every match. */
  search(query: string, opts: SearchOptions): Promise<IndexResult>;
  /** Distinct titles and authors of the best matches, best first. */
  suggest(query: string, limit: number): Promise<Suggestion[]>;
}
