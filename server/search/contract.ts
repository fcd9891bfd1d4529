import type { SearchSort } from '../../shared/search-limits.ts';
import type { SearchFilters } from './filters.ts';

// What every search engine answers (server/search/engine.ts picks one per database).

export interface SearchOptions {
  sort: SearchSort;
  filters: SearchFilters;
  offset: number;
  limit: number;
}

/** One window of an engine's results, with the count of every match. */
export interface ResultWindow {
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
  search(query: string, opts: SearchOptions): Promise<ResultWindow>;
  /** Distinct titles and authors of the best matches, best first. */
  suggest(query: string, limit: number): Promise<Suggestion[]>;
}
