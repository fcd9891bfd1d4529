import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { splitWords } from '../../../shared/search-words.ts';
import { widen } from '../vocabulary.ts';
import { queryWords } from '../words.ts';

// How a query is asked of PostgreSQL (docs/decisions/033-search-documents-on-postgresql.md,
// docs/decisions/042-known-item-search.md). Each word of three letters or more is widened to the
// catalogue's words it may be a typo of (../vocabulary.ts, as on SQLite), the last one also to the
// words it begins (a prefix lexeme), and the books are those holding, for every word, one of
// those (a tsquery over `book_search.words`).

/**
 * `all` asks for every word or a widening of it (the result set); `any` for one of them; `typed`
 * for any word as typed, so those books are estimated above typos. Null: nothing to look for.
 */
export type SearchPlan = { all: string; any: string; typed: string } | null;

/** A word as a tsquery lexeme: quoted, its quotes and backslashes escaped. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** Every word's alternatives (tsquery terms) joined: all of the words (`&`), or any of them (`|`). */
function tsqueryOf(alternatives: readonly (readonly string[])[], join: '&' | '|'): string {
  return alternatives.map((terms) => `(${terms.join(' | ')})`).join(` ${join} `);
}

/** The plan for a normalised query of two letters or more. */
export async function planSearch(trx: Transaction<Database>, query: string): Promise<SearchPlan> {
  const words = queryWords(query);
  if (words.length === 0) {
    // Two letters as typed begin a word of a title, an author, a genre, a publisher or a seller
    // (classes A to C), as on SQLite (docs/decisions/034-search-on-disk.md#two-letters).
    const short = [...new Set(splitWords(query).filter((w) => w.length === 2))].map((w) => [
      `${lexeme(w)}:*ABC`,
    ]);
    if (short.length === 0) return null;
    return { all: tsqueryOf(short, '&'), any: tsqueryOf(short, '|'), typed: tsqueryOf(short, '|') };
  }
  const widened = await widen(trx, words);
  // The last word may be unfinished: the words it begins too.
  const last = (list: readonly string[][]) =>
    list.map((terms, i) =>
      i === list.length - 1 ? [...terms.map(lexeme), `${lexeme(words[i] ?? '')}:*`] : terms.map(lexeme),
    );
  const typed = last(words.map((w) => [w]));
  return {
    all: tsqueryOf(last(widened), '&'),
    any: tsqueryOf(last(widened), '|'),
    typed: tsqueryOf(typed, '|'),
  };
}
