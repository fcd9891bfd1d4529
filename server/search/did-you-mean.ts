import type { DB } from '../../db/client.ts';
import { splitWords } from '../../shared/search-words.ts';
import type { SearchEngine, SearchOptions } from './contract.ts';
import { typosAllowed } from './typos.ts';
import { nearWords, vocabularyOf } from './vocabulary.ts';
import { queryWords } from './words.ts';

// 'Você quis dizer …?' (docs/product/search.md#no-results): a query that finds nothing is offered
// the closest catalogue words in place of the typed words the catalogue lacks, one typo further
// than search itself reaches, and only a correction that finds books is offered. It runs only for
// a first page with no result, so what it costs is paid by queries that found nothing.

/** Corrections offered at most. */
const OFFERED = 3;
/** Candidates tried per typed word, and searches run at most to check corrections. */
const CANDIDATES = 4;
const CHECKS = 6;

/** One typo more than a search allows: 'casmuro' is found, 'cazmuru' is only offered. */
const looser = (typed: string, word: string) => Math.min(3, typosAllowed(typed, word) + 1);

/** Up to OFFERED corrected queries that find books under the same filters, closest first. */
export async function didYouMean(
  db: DB,
  engine: SearchEngine,
  query: string,
  filters: SearchOptions['filters'],
): Promise<string[]> {
  const vocabulary = await vocabularyOf(db);
  const typed = queryWords(query);
  const options = typed.map((w) =>
    vocabulary.words.has(w) ? [w] : nearWords(vocabulary, w, looser, CANDIDATES),
  );
  if (options.some((list) => list.length === 0) || options.every((list, i) => list[0] === typed[i]))
    return [];
  const offered: string[] = [];
  // The closest correction of each word first, then the next candidates of one word at a time.
  const tries = [options.map((list) => list[0] ?? '')];
  for (const [i, list] of options.entries())
    for (const candidate of list.slice(1))
      tries.push(options.map((l, j) => (j === i ? candidate : (l[0] ?? ''))));
  for (const words of tries.slice(0, CHECKS)) {
    const fixed = new Map(typed.map((w, i) => [w, words[i] ?? w]));
    const corrected = splitWords(query)
      .map((w) => fixed.get(w) ?? w)
      .join(' ');
    // Whether it finds anything, not how it ranks: the newest order reads no pool to rank.
    const found = await engine.search(corrected, { sort: 'newest', filters, offset: 0, limit: 1 });
    if (found.total > 0 && !offered.includes(corrected)) offered.push(corrected);
    if (offered.length === OFFERED) break;
  }
  return offered;
}
