import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/client.ts';
import type { Database } from '../../../db/schema.ts';
import type { ResultWindow, SearchEngine, SearchOptions } from '../contract.ts';
import { rankSuggestions, type SuggestionSource } from '../title-suggestions.ts';
import { WORD_SIMILARITY } from '../words.ts';
import { matchingBooks, poolOf } from './matching.ts';
import { planSearch, type SearchPlan } from './plan.ts';
import { pooledWindow } from './rerank.ts';

// Search served by PostgreSQL itself (docs/decisions/027-search-on-postgresql.md): nothing is
// held in memory, so every process sees every committed write at once and starts at once.

/** Books whose titles and authors the suggestions choose from (fuse.js's pool). */
const SUGGESTION_POOL = 200;

/**
 * Runs `work` with the query's plan, in a transaction whose pg_trgm threshold is WORD_SIMILARITY:
 * the `<%` operator the GIN index answers reads the setting, which `set_config(…, true)` keeps to
 * this transaction, so a pooled connection is left as it was.
 */
function withPlan<T>(
  db: DB,
  query: string,
  work: (trx: Transaction<Database>, plan: SearchPlan) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`.execute(
      trx,
    );
    return work(trx, await planSearch(trx, query));
  });
}

/** One window of results and the count of them all, by a plan. */
async function searchWindow(
  trx: Transaction<Database>,
  query: string,
  plan: SearchPlan,
  opts: SearchOptions,
): Promise<ResultWindow> {
  // One word (or none of three letters) sorted by other than relevance: the set needs no fuse.js.
  const single = plan.kind === 'short' || plan.all === plan.any;
  if (opts.sort === 'relevance' || !single) return pooledWindow(trx, query, plan, opts);
  const { rows } = await sql<{ id: string; total: number }>`
    ${matchingBooks(plan, opts.filters, opts.sort)} limit ${opts.limit} offset ${opts.offset}`.execute(trx);
  let total = rows[0]?.total;
  if (total === undefined && opts.offset > 0) {
    // Past the last page the window holds no row to carry the count.
    const counted = await sql<{ total: number }>`
      select count(*) as total from (${matchingBooks(plan, opts.filters, 'newest')}) m`.execute(trx);
    total = counted.rows[0]?.total;
  }
  return { ids: rows.map((r) => r.id), total: Number(total ?? 0), moreThan: false };
}

export function postgresSearchFor(db: DB): SearchEngine {
  return {
    async search(query, opts) {
      return withPlan(db, query, (trx, plan) => searchWindow(trx, query, plan, opts));
    },

    async suggest(query, limit) {
      // The titles and authors of the best books by PostgreSQL's estimate, in that order, for
      // fuse.js to rank as on SQLite.
      const { rows } = await withPlan(db, query, (trx, plan) =>
        sql<SuggestionSource>`
          with best as (${poolOf(plan, {}, SUGGESTION_POOL)})
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
