import { sql } from 'kysely';
import type { Executor } from '../../../db/client.ts';
import { queryWords, WIDENINGS, WORD_SIMILARITY, wordSimilarity, wordTrigrams } from '../words.ts';

// How a query is asked of SQLite's full-text index (docs/decisions/034-search-on-disk.md), as on
// PostgreSQL (server/search/postgres/plan.ts): each word of three letters or more is widened to
// the catalogue's words it is a typo or a beginning of (`search_words` through its trigram
// index), and FTS5 is asked for books holding, for every word, one of its widenings.

/** Catalogue words read per typed word before the similarity picks WIDENINGS of them. */
const CANDIDATES = 300;

export type SqlitePlan =
  /**
   * No word of three letters: the query's two-letter words (`words`) as beginnings of words,
   * outside descriptions; `terms` any of them, for a column filter of the caller's.
   */
  | { kind: 'short'; all: string; any: string; terms: string; words: string[] }
  /**
   * `all` asks for every word or a widening of it; `any` for one of them, the books fuse.js
   * chooses from; `typed` for any word as typed and `allTyped` for all of them, so those books
   * are looked at first.
   * `alternatives` are each typed word's widenings, to tell a read book's membership in `all`.
   */
  | { kind: 'words'; all: string; any: string; typed: string; allTyped: string; alternatives: string[][] };

/** A word as an FTS5 string: quoted, its quotes doubled. */
const phrase = (word: string) => `"${word.replace(/"/g, '""')}"`;

/** Every word's alternatives joined: all of the words (AND), or any of them (OR). */
function matchOf(alternatives: readonly (readonly string[])[], join: 'AND' | 'OR'): string {
  return alternatives.map((words) => `(${words.map(phrase).join(' OR ')})`).join(` ${join} `);
}

/** The catalogue words a typed word may widen to: those sharing its trigrams, and those it begins. */
async function candidatesOf(db: Executor, word: string): Promise<string[]> {
  const inner = [...wordTrigrams(word)].filter((t) => !t.includes(' '));
  const sharing = inner.length
    ? await sql<{ word: string }>`
        select w.word from search_word_trigrams t join search_words w on w.id = t.rowid
        where search_word_trigrams match ${inner.map(phrase).join(' OR ')} order by t.rank limit ${CANDIDATES}`.execute(
        db,
      )
    : { rows: [] };
  const beginning = await sql<{ word: string }>`
    select word from search_words where word > ${word} and word < ${`${word}\u{10ffff}`}
    order by length(word), word limit ${WIDENINGS}`.execute(db);
  return [...sharing.rows, ...beginning.rows].map((r) => r.word);
}

/** The catalogue words each typed word widens to, in the typed words' order; the word itself always first. */
async function widen(db: Executor, words: readonly string[]): Promise<string[][]> {
  return Promise.all(
    words.map(async (word) => {
      const typed = wordTrigrams(word);
      const near = [...new Set(await candidatesOf(db, word))]
        .filter((w) => w !== word)
        .map((w) => ({ w, similarity: wordSimilarity(typed, w) }))
        .filter((c) => c.similarity >= WORD_SIMILARITY)
        .sort((a, b) => b.similarity - a.similarity || (a.w < b.w ? -1 : 1))
        .slice(0, WIDENINGS);
      return [word, ...near.map((c) => c.w)];
    }),
  );
}

/** The plan for a normalised query of two letters or more. */
export async function planSearch(db: Executor, query: string): Promise<SqlitePlan> {
  const words = queryWords(query);
  if (words.length === 0) {
    // Two letters as typed begin a word of a title, an author, a genre, a publisher or a seller
    // (docs/decisions/034-search-on-disk.md#two-letters); a single letter begins too many.
    const short = [...new Set(query.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length === 2))];
    const column = (columns: string, join: string) =>
      short.length ? `{${columns}}: (${short.map((w) => `${phrase(w)}*`).join(join)})` : '';
    return {
      kind: 'short',
      all: column('title authors extra', ' AND '),
      any: column('title authors extra', ' OR '),
      terms: short.map((w) => `${phrase(w)}*`).join(' OR '),
      words: short,
    };
  }
  const alternatives = await widen(db, words);
  return {
    kind: 'words',
    all: matchOf(alternatives, 'AND'),
    any: matchOf(alternatives, 'OR'),
    typed: matchOf(
      words.map((w) => [w]),
      'OR',
    ),
    allTyped: matchOf(
      words.map((w) => [w]),
      'AND',
    ),
    alternatives,
  };
}
