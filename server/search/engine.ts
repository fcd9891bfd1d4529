import type { DB } from '../../db/client.ts';
import { engineOf } from '../../db/dialect.ts';
import type { SearchEngine } from './contract.ts';
import { searchIndexFor } from './index.ts';
import { postgresSearchFor } from './postgres/index.ts';

// The one place that picks how a database is searched: the in-process index on SQLite
// (docs/decisions/010-search.md), PostgreSQL itself on PostgreSQL
// (docs/decisions/027-search-on-postgresql.md). Both answer the same questions.

export type { SearchEngine, SearchOptions, Suggestion } from './contract.ts';

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
    engine = engineOf(db) === 'postgres' ? postgresSearchFor(db) : inProcessEngine(db);
    engines.set(db, engine);
  }
  return engine;
}
