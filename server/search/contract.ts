import type { SearchFilters } from './filters.ts';
import type { IndexResult } from './index.ts';
import type { IndexSort } from './orders.ts';

// What every search engine answers (server/search/engine.ts picks one per database).

export interface SearchOptions {
  sort: IndexSort;
  filters: SearchFilters;
  offset: number;
  limit: number;
}

export interface Suggestion {
  kind: 'title' | 'author';
  text: string;
}

export interface SearchEngine {
  /** Brings what the engine holds in memory up to date with the database (nothing to do on PostgreSQL). */
  sync(): Promise<void>;
  /** The ids of one window of results, with the count of every match. */
  search(query: string, opts: SearchOptions): Promise<IndexResult>;
  /** Distinct titles and authors of the best matches, best first. */
  suggest(query: string, limit: number): Promise<Suggestion[]>;
  /** Forgets a book found gone from the database (nothing to forget on PostgreSQL). */
  remove(id: string): void;
  /** What the in-process index holds, for /metrics; null when nothing is held in memory. */
  indexStats(): { books: number; lastRebuildAt: number | null } | null;
}
