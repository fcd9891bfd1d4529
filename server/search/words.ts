import { searchWords } from '../../shared/search-words.ts';

// How a query's words are matched, on either engine (docs/decisions/033-search-documents-on-postgresql.md,
// docs/decisions/034-search-on-disk.md): each typed word of three letters or more is widened to
// the catalogue's words it is a typo or a beginning of, and a book matches when it holds, for
// every typed word, one of its widenings. Queries with no such word are 'short'.

/**
 * The least word similarity (pg_trgm's word_similarity, `wordSimilarity` below) between a typed
 * word and a catalogue word it widens to: half the typed word's trigrams, the share decision
 * 010's in-memory search asked for (docs/decisions/010-search.md#decision).
 */
export const WORD_SIMILARITY = 0.5;

/** Catalogue words a typed word widens to, the nearest first. */
export const WIDENINGS = 30;

/** Typed words a query is matched by: more adds nothing fuse.js's 32-letter pattern could use. */
const MAX_WORDS = 8;

/** The words of a folded query that drive matching: three letters or more, once each. */
export function queryWords(query: string): string[] {
  return searchWords(query).slice(0, MAX_WORDS);
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
export function wordTrigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return trigrams;
}

/**
 * The share of a typed word's trigrams a catalogue word holds, counting the typed word's last
 * trigram as held when the catalogue word goes on past it, as pg_trgm's word_similarity does for
 * a word that begins another: 'macha' is 5/6 of 'machado', 'machdo' 5/7.
 */
export function wordSimilarity(typed: ReadonlySet<string>, word: string): number {
  const held = wordTrigrams(word);
  let shared = 0;
  for (const t of typed) if (held.has(t)) shared++;
  return shared / typed.size;
}
