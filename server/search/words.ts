import { searchWords } from '../../shared/search-words.ts';

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
