import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { splitWords } from '../../shared/search-words.ts';
import { typosAllowed, typosBetween } from './typos.ts';

// The catalogue's words (`search_words`, kept by each engine's triggers) as a typed word is
// widened against them: every word within the typos its length allows (typos.ts). Both engines
// read the same table the same way and widen in this one module, so they widen alike
// (docs/decisions/042-known-item-search.md). The copy in memory is a cache the database rebuilds:
// it is read again when the table has grown, checked at most every RECHECK_MS, so a word another
// process listed widens here seconds later; the word itself, as typed, never waits for it.

/** Catalogue words a typed word widens to, the nearest first. */
export const WIDENINGS = 30;

/** How long a copy of the vocabulary is trusted before its size is checked again. */
const RECHECK_MS = 5_000;

export interface Vocabulary {
  size: number;
  checkedAt: number;
  /** Words by length, each list sorted. */
  byLength: Map<number, string[]>;
  words: Set<string>;
}

const copies = new WeakMap<Executor, Vocabulary>();

async function sizeOf(db: Executor): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from search_words`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function load(db: Executor, size: number): Promise<Vocabulary> {
  const { rows } = await sql<{ word: string }>`select word from search_words order by word`.execute(db);
  const byLength = new Map<number, string[]>();
  for (const { word } of rows) {
    // Only whole runs of letters and digits, as a query's words are split (PostgreSQL's parser
    // also keeps hyphenated compounds, which no typed word can be).
    if (word.length < 3 || splitWords(word).length !== 1 || splitWords(word)[0] !== word) continue;
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  return { size, checkedAt: Date.now(), byLength, words: new Set([...byLength.values()].flat()) };
}

/** The vocabulary of a database, read again when it has grown. */
export async function vocabularyOf(db: Executor): Promise<Vocabulary> {
  const copy = copies.get(db);
  if (copy && Date.now() - copy.checkedAt < RECHECK_MS) return copy;
  const size = await sizeOf(db);
  if (copy && copy.size === size) {
    copy.checkedAt = Date.now();
    return copy;
  }
  const fresh = await load(db, size);
  copies.set(db, fresh);
  return fresh;
}

/**
 * The catalogue's words (not the word itself) within the typos `allowed` by the two words, nearest
 * first: typosAllowed for a search, one more for 'Você quis dizer'.
 */
export function nearWords(
  vocabulary: Vocabulary,
  word: string,
  allowed: (typed: string, candidate: string) => number = typosAllowed,
  max = WIDENINGS,
): string[] {
  const found: { w: string; d: number }[] = [];
  for (let length = Math.max(3, word.length - 2); length <= word.length + 2; length++) {
    const limit = allowed(word, 'x'.repeat(length));
    if (limit === 0 || Math.abs(length - word.length) > limit) continue;
    for (const w of vocabulary.byLength.get(length) ?? []) {
      if (w === word) continue;
      const d = typosBetween(word, w, limit);
      if (d <= limit) found.push({ w, d });
    }
  }
  found.sort((a, b) => a.d - b.d || (a.w < b.w ? -1 : a.w > b.w ? 1 : 0));
  return found.slice(0, max).map((f) => f.w);
}

/** Each typed word with the catalogue's words it may be a typo of, the word itself first. */
export async function widen(db: Executor, words: readonly string[]): Promise<string[][]> {
  const vocabulary = await vocabularyOf(db);
  return words.map((word) => [word, ...nearWords(vocabulary, word)]);
}
