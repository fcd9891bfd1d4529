import { searchWords, splitWords } from '../../shared/search-words.ts';

// How a query's words are matched, on either engine (docs/decisions/042-known-item-search.md):
// each typed word of three letters or more is widened to the catalogue's words it may be a typo of
// (vocabulary.ts), the last one also to the words it begins, and a book matches when it holds,
// for every typed word, one of its widenings. Queries with no such word are 'short'.

/** Typed words a query is matched by: a reader's query names a book in fewer. */
const MAX_WORDS = 8;

/** The words of a folded query that drive matching: three letters or more, once each. */
export function queryWords(query: string): string[] {
  return searchWords(query).slice(0, MAX_WORDS);
}

/**
 * The query's last word when it has two letters and other words have three or more: a word the
 * reader is still typing ('uma breve historia da ev'), which picks the pool and ranks first the
 * books holding a word it begins, though the result set does not need it.
 */
export function unfinishedWord(query: string): string | null {
  const last = splitWords(query).at(-1);
  return last?.length === 2 && queryWords(query).length > 0 ? last : null;
}
