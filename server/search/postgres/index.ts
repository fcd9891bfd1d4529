import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/client.ts';
import type { Database } from '../../../db/schema.ts';
import type { SearchEngine } from '../contract.ts';
import { normalizeQuery } from '../normalize.ts';
import { rankSuggestions, type SuggestionSource } from '../suggestions.ts';
import { bestBooks, matchingBooks, WORD_SIMILARITY } from './matching.ts';
import { relevanceWindow } from './rerank.ts';

// Search served by PostgreSQL itself (docs/decisions/027-search-on-postgresql.md): nothing is
// held in memory, so every process sees every committed write at once and starts at once.

/** Books whose titles and authors the suggestions choose from (as the in-process index's pool). */
const SUGGESTION_POOL = 200;

/**
 * Runs `work` in a transaction whose pg_trgm threshold is WORD_SIMILARITY: the `<%` operator the
 * GIN index answers reads the setting, which `set_config(…, true)` keeps to this transaction, so
 * a pooled connection is left as it was.
 */
function withThreshold<T>(db: DB, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`.execute(
      trx,
    );
    return work(trx);
  });
}

export function postgresSearchFor(db: DB): SearchEngine {
  return {
    sync: async () => {},
    remove: () => {},
    indexStats: () => null,

    async search(rawQuery, opts) {
      const query = normalizeQuery(rawQuery).slice(0, 200);
      if (query.length < 2) return { ids: [], total: 0 };
      return withThreshold(db, async (trx) => {
        if (opts.sort === 'relevance') return relevanceWindow(trx, query, opts);
        const { rows } = await sql<{ id: string; total: number }>`
          ${matchingBooks(query, opts.filters, opts.sort)} limit ${opts.limit} offset ${opts.offset}`.execute(
          trx,
        );
        let total = rows[0]?.total;
        if (total === undefined && opts.offset > 0) {
          // Past the last page the window holds no row to carry the count.
          const counted = await sql<{ total: number }>`
            select count(*) as total from (${matchingBooks(query, opts.filters, 'newest')}) m`.execute(trx);
          total = counted.rows[0]?.total;
        }
        return { ids: rows.map((r) => r.id), total: total ?? 0 };
      });
    },

    async suggest(rawQuery, limit) {
      const query = normalizeQuery(rawQuery).slice(0, 200);
      if (query.length < 2) return [];
      // The titles and authors of the best books by PostgreSQL's estimate, in that order, for
      // fuse.js to rank as the in-process index does.
      const { rows } = await withThreshold(db, (trx) =>
        sql<SuggestionSource>`
          with best as (${bestBooks(query, SUGGESTION_POOL)})
          select kind, text from (
            select 'title' as kind, books.title as text, best.score, best.id, 0 as position
            from best join books on books.id = best.id
            union all
            select 'author', book_authors.name, best.score, best.id, book_authors.position + 1
            from best join book_authors on book_authors.book_id = best.id
          ) options
          order by score desc, id, position`.execute(trx),
      );
      return rankSuggestions(query, rows, limit);
    },
  };
}
