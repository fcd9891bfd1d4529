import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { queryWords, WIDENINGS } from '../words.ts';

// How a query is asked of PostgreSQL (docs/decisions/033-search-documents-on-postgresql.md). Each
// word of three letters or more is widened to the words of the catalogue it is a typo or a
// beginning of (pg_trgm over `search_words`), and the books are those holding, for every word,
// one of its widenings (a tsquery over `book_search.words`). Shorter queries are looked for as
// typed in the fields' first letters.

export type SearchPlan =
  | { kind: 'short'; query: string }
  /**
   * `all` asks for every word or a widening of it; `any` for one of them, the books fuse.js
   * chooses from; `typed` for any word as typed, so those books rank above near misses.
   */
  | { kind: 'words'; all: string; any: string; typed: string };

/** A word as a tsquery lexeme: quoted, its quotes and backslashes escaped. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** Every word's alternatives joined: all of the words (`&`), or any of them (`|`). */
export function tsqueryOf(alternatives: readonly (readonly string[])[], join: '&' | '|'): string {
  return alternatives.map((words) => `(${words.map(lexeme).join(' | ')})`).join(` ${join} `);
}

/** The catalogue words each typed word widens to, in the typed words' order; the word itself always. */
async function widen(trx: Transaction<Database>, words: readonly string[]): Promise<string[][]> {
  const { rows } = await sql<{ n: number; word: string }>`
    select typed.n, near.word from unnest(${words}::text[]) with ordinality as typed(word, n)
    cross join lateral (
      select search_words.word from search_words where typed.word <% search_words.word
      order by word_similarity(typed.word, search_words.word) desc, search_words.word limit ${WIDENINGS}
    ) near`.execute(trx);
  return words.map((word, i) => [
    word,
    ...rows.filter((r) => Number(r.n) === i + 1 && r.word !== word).map((r) => r.word),
  ]);
}

/** The plan for a normalised query of two letters or more, in a transaction whose pg_trgm threshold is WORD_SIMILARITY. */
export async function planSearch(trx: Transaction<Database>, query: string): Promise<SearchPlan> {
  const words = queryWords(query);
  if (words.length === 0) return { kind: 'short', query };
  const widened = await widen(trx, words);
  return {
    kind: 'words',
    all: tsqueryOf(widened, '&'),
    any: tsqueryOf(widened, '|'),
    typed: tsqueryOf(
      words.map((w) => [w]),
      '|',
    ),
  };
}
