import type { DB } from '../../db/client.ts';
import { engineOf } from '../../db/dialect.ts';
import type { SearchEngine } from './contract.ts';
import { postgresSearchFor } from './postgres/index.ts';
import { sqliteSearchFor } from './sqlite/index.ts';

// The one place that picks how a database is searched: each engine serves search itself, from
// tables its own migrations keep (docs/decisions/034-search-on-disk.md on SQLite,
// docs/decisions/033-search-documents-on-postgresql.md on PostgreSQL). Both answer the same questions.

export type { SearchEngine, SearchOptions, Suggestion } from './contract.ts';

const engines = new WeakMap<DB, SearchEngine>();

/** The search of one database (tests open many; the server one). */
export function searchEngineFor(db: DB): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = engineOf(db) === 'postgres' ? postgresSearchFor(db) : sqliteSearchFor(db);
    engines.set(db, engine);
  }
  return engine;
}
