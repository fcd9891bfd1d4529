import type { DB } from '../../db/client.ts';
import type { SearchFilters } from './filters.ts';
import { type IndexResult, searchIndexFor } from './index.ts';
import type { IndexSort } from './orders.ts';

// The one place that picks how a database is searched: the in-process index on SQLite
// (docs/decisions/010-search.md), PostgreSQL itself on PostgreSQL
// (docs/decisions/027-search-on-postgresql.md). Both answer the same questions.

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

function inProcessEngine(db: DB): SearchEngine {
  const index = searchIndexFor(db);
  return {
    sync: () => index.sync(),
    search: async (query, opts) => index.search(query, opts),
    suggest: async (query, limit) => index.suggest(query, limit),
    remove: (id) => index.remove(id),
    indexStats: () => ({ books: index.size, lastRebuildAt: index.lastRebuildAt }),
  };
}

const engines = new WeakMap<DB, SearchEngine>();

/** The search of one database (tests open many; the server one). */
export function searchEngineFor(db: DB): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = inProcessEngine(db);
    engines.set(db, engine);
  }
  return engine;
}
