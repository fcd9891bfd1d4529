import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { splitWords } from '../../../shared/search-words.ts';
import { widen } from '../vocabulary.ts';
import { queryWords, unfinishedWord } from '../words.ts';

// How a query is asked of PostgreSQL (docs/decisions/033-search-documents-on-postgresql.md,
// docs/decisions/042-known-item-search.md). Each word of three letters or more is widened to the
// catalogue's words it may be a typo of (../vocabulary.ts, as on SQLite), the last one also to the
// words it begins (a prefix lexeme), and the books are those holding, for every word, one of
// those (a tsquery over `book_search.words`).

/**
 * `all` asks for every word or a widening of it (the result set); `tiers` pick the pool first
 * (tiersOf). Null: nothing to look for.
 */
export type SearchPlan = { all: string; tiers: string[] } | null;

/** A word as a tsquery lexeme: quoted, its quotes and backslashes escaped. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A tsquery term: a quoted lexeme, maybe a beginning (`:*`). */
interface Term {
  lexeme: string;
  prefix: boolean;
}

/** Every word's alternatives joined, all (`&`) or any (`|`), restricted to the classes `weights` (A title, B authors, C genre/publisher/seller). */
function tsqueryOf(alternatives: readonly (readonly Term[])[], join: '&' | '|', weights = ''): string {
  const term = (t: Term) => (t.prefix || weights ? `${t.lexeme}:${t.prefix ? '*' : ''}${weights}` : t.lexeme);
  return alternatives.map((terms) => `(${terms.map(term).join(' | ')})`).join(` ${join} `);
}

/**
 * The tiers of the pool, best first, within the result set, as SQLite gathers its pool
 * (../sqlite/matching.ts): every typed word in the title; every word or a typo of it in the title;
 * a typed word in the title and one in an author; every word in titles and authors.
 */
function tiersOf(all: readonly (readonly Term[])[], typed: readonly (readonly Term[])[]): string[] {
  const every = tsqueryOf(all, '&');
  return [
    tsqueryOf(typed, '&', 'A'),
    tsqueryOf(all, '&', 'A'),
    `(${every}) & (${tsqueryOf(typed, '|', 'A')}) & (${tsqueryOf(typed, '|', 'B')})`,
    tsqueryOf(all, '&', 'AB'),
  ];
}

/** The plan for a normalised query of two letters or more. */
export async function planSearch(trx: Transaction<Database>, query: string): Promise<SearchPlan> {
  const words = queryWords(query);
  if (words.length === 0) {
    // Two letters as typed begin a word of a title, an author, a genre, a publisher or a seller
    // (classes A to C), as on SQLite (docs/decisions/034-search-on-disk.md#two-letters).
    const short = [...new Set(splitWords(query).filter((w) => w.length === 2))].map((w) => [
      { lexeme: lexeme(w), prefix: true },
    ]);
    if (short.length === 0) return null;
    return {
      all: tsqueryOf(short, '&', 'ABC'),
      tiers: [tsqueryOf(short, '&', 'A'), tsqueryOf(short, '&', 'AB')],
    };
  }
  const widened = await widen(trx, words);
  // The last word may be unfinished: the words it begins too. A two-letter word after it is the
  // one being typed (unfinishedWord): it only picks the pool, as on SQLite.
  const unfinished = unfinishedWord(query);
  const last = (list: readonly string[][]): Term[][] =>
    list.map((alternatives, i) => {
      const terms = alternatives.map((w) => ({ lexeme: lexeme(w), prefix: false }));
      return i === list.length - 1 && !unfinished
        ? [...terms, { lexeme: lexeme(words[i] ?? ''), prefix: true }]
        : terms;
    });
  const all = last(widened);
  const typed = last(words.map((w) => [w]));
  const tiers = tiersOf(all, typed);
  if (unfinished)
    tiers.unshift(
      `${tsqueryOf(typed, '&', 'A')} & ${tsqueryOf([[{ lexeme: lexeme(unfinished), prefix: true }]], '&', 'A')}`,
    );
  return { all: tsqueryOf(all, '&'), tiers };
}
