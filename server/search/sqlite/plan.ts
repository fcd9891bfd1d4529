import type { Executor } from '../../../db/client.ts';
import { splitWords } from '../../../shared/search-words.ts';
import { widen } from '../vocabulary.ts';
import { queryWords, unfinishedWord } from '../words.ts';

// How a query is asked of SQLite's full-text index (docs/decisions/034-search-on-disk.md), as on
// PostgreSQL (server/search/postgres/plan.ts): each word of three letters or more is widened to
// the catalogue's words it may be a typo of (../vocabulary.ts), the last one also to the words it
// begins (a prefix query), and FTS5 is asked for books holding, for every word, one of those
// (docs/decisions/042-known-item-search.md).

export type SqlitePlan =
  /**
   * No word of three letters: the query's two-letter words (`words`) as beginnings of words,
   * outside descriptions; `terms` any of them and `every` all of them, for a column filter of the caller's.
   */
  | { kind: 'short'; all: string; any: string; terms: string; every: string; words: string[] }
  /**
   * `all` asks for every word or a widening of it; `any` for one of them; `typed` for any word as typed and `allTyped` for all of them, so those books
   * are looked at first.
   */
  | {
      kind: 'words';
      all: string;
      any: string;
      typed: string;
      allTyped: string;
      /** The two-letter word being typed, as an FTS5 prefix (unfinishedWord), or null. */
      unfinished: string | null;
    };

/** A word as an FTS5 string: quoted, its quotes doubled. */
const phrase = (word: string) => `"${word.replace(/"/g, '""')}"`;

/** Every word's alternatives (FTS5 terms) joined: all of the words (AND), or any of them (OR). */
function matchOf(alternatives: readonly (readonly string[])[], join: 'AND' | 'OR'): string {
  return alternatives.map((terms) => `(${terms.join(' OR ')})`).join(` ${join} `);
}

/** The plan for a normalised query of two letters or more. */
export async function planSearch(db: Executor, query: string): Promise<SqlitePlan> {
  const words = queryWords(query);
  if (words.length === 0) {
    // Two letters as typed begin a word of a title, an author, a genre, a publisher or a seller
    // (docs/decisions/034-search-on-disk.md#two-letters); a single letter begins too many.
    const short = [...new Set(splitWords(query).filter((w) => w.length === 2))];
    const column = (columns: string, join: string) =>
      short.length ? `{${columns}}: (${short.map((w) => `${phrase(w)}*`).join(join)})` : '';
    return {
      kind: 'short',
      all: column('title authors extra', ' AND '),
      any: column('title authors extra', ' OR '),
      terms: short.map((w) => `${phrase(w)}*`).join(' OR '),
      every: short.map((w) => `${phrase(w)}*`).join(' AND '),
      words: short,
    };
  }
  const widened = await widen(db, words);
  // The last word may be unfinished: the words it begins too. A two-letter word after it is the
  // one being typed (unfinishedWord): it only picks the pool.
  const unfinished = unfinishedWord(query);
  const last = (list: readonly string[][]) =>
    list.map((terms, i) =>
      i === list.length - 1 && !unfinished
        ? [...terms.map(phrase), `${phrase(words[i] ?? '')}*`]
        : terms.map(phrase),
    );
  const alternatives = last(widened);
  const typed = last(words.map((w) => [w]));
  return {
    kind: 'words',
    all: matchOf(alternatives, 'AND'),
    any: matchOf(alternatives, 'OR'),
    typed: matchOf(typed, 'OR'),
    allTyped: matchOf(typed, 'AND'),
    unfinished: unfinished ? `${phrase(unfinished)}*` : null,
  };
}
