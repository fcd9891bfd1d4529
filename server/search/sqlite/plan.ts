import { sql } from 'kysely';
import type { Executor } from '../../../db/client.ts';
import { splitWords } from '../../../shared/search-words.ts';
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
  | {
      kind: 'words';
      all: string;
      any: string;
      typed: string;
      allTyped: string;
      alternatives: string[][];
      /** A typed word is in more than COMMON titles and authors: scoring there costs too much. */
      commonInTitles: boolean;
    };

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

/** What is known of a typed word: its widenings, and in how many titles and authors it is, up to COMMON + 1. */
interface WordFacts {
  widenings: string[];
  inTitles: number;
}

/** Titles and authors past which a word's bm25 costs more than a search may (see bestOf in matching.ts). */
export const COMMON = 20_000;

/**
 * Facts of words already planned, per database, kept while the vocabulary has the same size and
 * for at most a minute: a cache the database can always rebuild, so several processes and
 * restarts see the same results (a count a minute old only changes which books are scored first).
 */
const known = new WeakMap<Executor, { stamp: string; at: number; words: Map<string, WordFacts> }>();

async function factsOf(db: Executor, word: string): Promise<WordFacts> {
  const typed = wordTrigrams(word);
  const near = [...new Set(await candidatesOf(db, word))]
    .filter((w) => w !== word)
    .map((w) => ({ w, similarity: wordSimilarity(typed, w) }))
    .filter((c) => c.similarity >= WORD_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || (a.w < b.w ? -1 : 1))
    .slice(0, WIDENINGS);
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (
      select 1 from book_search_titles where book_search_titles match ${phrase(word)} limit ${COMMON + 1})`.execute(
    db,
  );
  return { widenings: [word, ...near.map((c) => c.w)], inTitles: Number(rows[0]?.n ?? 0) };
}

async function wordFacts(db: Executor, words: readonly string[]): Promise<WordFacts[]> {
  const { rows } = await sql<{
    stamp: string;
  }>`select coalesce(max(id), 0) || '' as stamp from search_words`.execute(db);
  const stamp = rows[0]?.stamp ?? '';
  let cache = known.get(db);
  if (!cache || cache.stamp !== stamp || Date.now() - cache.at > 60_000 || cache.words.size > 10_000) {
    cache = { stamp, at: Date.now(), words: new Map() };
    known.set(db, cache);
  }
  const cached = cache.words;
  return Promise.all(
    words.map(async (word) => {
      const facts = cached.get(word) ?? (await factsOf(db, word));
      cached.set(word, facts);
      return facts;
    }),
  );
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
      words: short,
    };
  }
  const facts = await wordFacts(db, words);
  const alternatives = facts.map((f) => f.widenings);
  return {
    commonInTitles: facts.some((f) => f.inTitles > COMMON),
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
