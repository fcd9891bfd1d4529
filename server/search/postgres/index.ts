import { sql } from 'kysely';
import type { DB } from '../../../db/client.ts';
import type { ResultWindow, SearchEngine } from '../contract.ts';
import { rankSuggestions, type SuggestionSource } from '../title-suggestions.ts';
import { poolOf } from './matching.ts';
import { planSearch } from './plan.ts';
import { searchWindow } from './rerank.ts';

// Search served by PostgreSQL itself (docs/decisions/027-search-on-postgresql.md): nothing is
// held in memory but a cache of the vocabulary (../vocabulary.ts), so every process sees every
// committed write at once and starts at once.

/** Books whose titles and authors the suggestions choose from. */
const SUGGESTION_POOL = 200;

const EMPTY: ResultWindow = { ids: [], total: 0, moreThan: false };

export function postgresSearchFor(db: DB): SearchEngine {
  return {
    async search(query, opts) {
      return db.transaction().execute(async (trx) => {
        const plan = await planSearch(trx, query);
        return plan ? searchWindow(trx, query, plan, opts) : EMPTY;
      });
    },

    async suggest(query, limit) {
      // The titles and authors of the best books by PostgreSQL's estimate, in that order, for
      // the suggestions' ranking (title-suggestions.ts), as on SQLite.
      const rows = await db.transaction().execute(async (trx) => {
        const plan = await planSearch(trx, query);
        if (!plan) return [];
        const result = await sql<SuggestionSource>`
          with best as (${poolOf(plan, {}, SUGGESTION_POOL)})
          select kind, text from (
            select 'title' as kind, books.title as text, best.score, best.id, 0 as position
            from best join books on books.id = best.id
            union all
            select 'author', book_authors.name, best.score, best.id, book_authors.position + 1
            from best join book_authors on book_authors.book_id = best.id
          ) options
          order by score desc, id, position`.execute(trx);
        return result.rows;
      });
      return rankSuggestions(query, rows, limit);
    },
  };
}
