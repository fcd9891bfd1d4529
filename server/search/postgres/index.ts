import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/client.ts';
import type { Database } from '../../../db/schema.ts';
import type { SearchEngine, Suggestion } from '../contract.ts';
import { normalizeQuery } from '../normalize.ts';
import { bestBooks, matchingBooks, textMatch, WORD_SIMILARITY } from './matching.ts';
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
      return withThreshold(db, async (trx) => {
        const title = textMatch(query, sql`books.title`);
        const author = textMatch(query, sql`book_authors.name`);
        const { rows } = await sql<Suggestion & { score: number }>`
          with best as (${bestBooks(query, SUGGESTION_POOL)}),
          options as (
            select 'title' as kind, books.title as text, trim(releia_fold(books.title)) as norm,
              ${title} as score, best.score as book
            from best join books on books.id = best.id
            union all
            select 'author', book_authors.name, trim(releia_fold(book_authors.name)), ${author}, best.score
            from best join book_authors on book_authors.book_id = best.id
          ),
          distinct_options as (
            select distinct on (kind, norm) kind, text, score from options
            where score is not null order by kind, norm, book desc
          )
          select kind, text, score from distinct_options order by score desc, text limit ${limit}`.execute(
          trx,
        );
        return rows.map((r) => ({ kind: r.kind, text: r.text }));
      });
    },
  };
}
