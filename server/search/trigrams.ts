import { passes, type SearchFilters } from './filters.ts';
import { SPEC_FUSE_OPTIONS } from './normalize.ts';
import type { PostingIndex } from './postings.ts';
import { EXACT_FIELD_GAIN, KEY_WEIGHT, NEG_LOG, RERANK, SEVERAL_VALUES } from './ranking.ts';
import { type Columns, docFieldIs, FIELD_COUNT, touch } from './slots.ts';

// The first stage of queries of three characters or more: candidates from the trigram postings,
// each with an estimate of fuse.js's score.

const MAX_QUERY_GRAMS = 64;
/** `scan` modes. */
const SCAN_TOUCH = 0;
const SCAN_SEEN = 1;
const SCAN_NEW = 2;
/**
 * Trigrams of a query that are looked up: the rarest 60% of them, at least 8 and at most 12. The
 * common ones add cost, not precision (recall@10 in the search benchmark did not move).
 */
const SCORED_GRAMS = 12;
const MIN_SCORED_GRAMS = 8;
const SCORED_SHARE = 0.6;
/** Share of the query's n-grams a field needs to count in the first-stage score. */
const SCORE_SHARE = 0.4;
/**
 * Fields whose estimated score is above this are left out of the fuse.js re-rank: they share
 * too few of the query's n-grams to be within its threshold (0.4), short of an unusual alignment.
 */
const FUSE_MARGIN = 0.55;

/**
 * Slots sharing an n-gram with the query (`touched`) and those with at least half of the
 * query's n-grams in one field (`matched`). For every touched slot `acc` gets the first-stage
 * score and `fuseFields` the fields worth handing to fuse.js.
 *
 * The score estimates fuse.js's per field: errors / length + start / 100, the errors guessed
 * as half the query n-grams the field lacks (an edit usually breaks two or three trigrams), the
 * start from the earliest n-gram, and a field counts only when it holds a fair share of the
 * query's n-grams and that estimate is within the threshold, as fuse.js counts only matching
 * keys. Stray trigrams elsewhere in a book thus add nothing, two copies of a book score exactly
 * alike, and the pool handed to fuse.js holds whole groups of ties in slot order, the order
 * fuse.js breaks ties in (most of its top ten in this catalogue are such ties).
 */
export function trigramCandidates(
  c: Columns,
  postings: PostingIndex,
  query: string,
  filters?: SearchFilters,
): { matched: number[]; touched: number[] } {
  const all = [...new Set(Array.from({ length: query.length - 2 }, (_, i) => query.slice(i, i + 3)))].slice(
    0,
    MAX_QUERY_GRAMS,
  );
  // A query is looked up by its rarest trigrams only: the common ones (' o ', 'de ', 'uma')
  // each touch most of the catalogue, cost most of the time and tell the books apart least.
  const keep = Math.min(SCORED_GRAMS, Math.max(MIN_SCORED_GRAMS, Math.ceil(all.length * SCORED_SHARE)));
  const frequency = new Map(all.map((g) => [g, postings.frequency(g)]));
  const grams = all.sort((a, b) => (frequency.get(a) ?? 0) - (frequency.get(b) ?? 0)).slice(0, keep);
  const counts = Math.max(1, Math.ceil(grams.length * SCORE_SHARE));
  // Prefix filter: a field holding `counts` of the k trigrams holds one of any k - counts + 1 of
  // them, so every book that can score, or be matched (half the trigrams), is in the postings
  // of the rarest k - counts + 1. The commoner ones only complete the counts of those books.
  const rare = grams.length - counts + 1;
  const touched: number[] = [];
  for (let g = 0; g < grams.length; g++)
    scan(c, postings, query, grams[g] ?? '', g < rare ? SCAN_TOUCH : SCAN_SEEN, touched);
  const matched: number[] = [];
  const scoring = score(c, query, grams.length, touched, 0, matched, filters);
  // The books the commoner trigrams alone reach score 0; they only fill a re-rank pool that
  // the scoring ones leave short, as the ones after them would (fuse.js accepts a few).
  if (scoring < RERANK && rare < grams.length) {
    const from = touched.length;
    for (let g = rare; g < grams.length; g++) scan(c, postings, query, grams[g] ?? '', SCAN_NEW, touched);
    score(c, query, grams.length, touched, from, matched, filters);
  }
  const seen = c.seen;
  for (const slot of touched) seen[slot] = 0;
  return { matched, touched };
}

/**
 * Counts one trigram's postings into `hits` and `firstAt`: touching new books (SCAN_TOUCH),
 * only books already touched by the rarer ones (SCAN_SEEN), or only books they did not touch
 * (SCAN_NEW, marked 2).
 */
function scan(
  c: Columns,
  postings: PostingIndex,
  query: string,
  gram: string,
  mode: number,
  touched: number[],
): void {
  const { hits, firstAt, seen } = c;
  const fields = postings.fields;
  // Where in the query this trigram sits: a match of it at `start` means the query begins
  // about `start - offset` into the field.
  const offset = query.indexOf(gram);
  for (let f = 0; f < FIELD_COUNT; f++) {
    const p = fields[f]?.get(gram);
    if (!p) continue;
    const { slots, starts, length } = p;
    for (let i = 0; i < length; i++) {
      const slot = slots[i] ?? 0;
      const mark = seen[slot] ?? 0;
      if (mode === SCAN_SEEN) {
        if (mark !== 1) continue;
      } else if (mode === SCAN_NEW && mark === 1) continue;
      else if (mark === 0 && !touch(c, slot, touched, mode === SCAN_NEW ? 2 : 1)) continue;
      const h = slot * FIELD_COUNT + f;
      hits[h] = Math.min(255, (hits[h] ?? 0) + 1);
      const start = Math.max(0, (starts[i] ?? 0) - offset);
      if (start < (firstAt[h] ?? 255)) firstAt[h] = start;
    }
  }
}

/**
 * First-stage scores of `touched` from `from` on (see `trigramCandidates`); adds the books
 * holding half the query's trigrams in one field to `matched` and returns how many scoring books
 * pass the filters.
 */
function score(
  c: Columns,
  query: string,
  gramCount: number,
  touched: readonly number[],
  from: number,
  matched: number[],
  filters: SearchFilters | undefined,
): number {
  const { acc, hits, firstAt, norms, lengths, docs, fuseFields } = c;
  // Half the query's n-grams in one field: a typo costs a few, a stray syllable elsewhere
  // in the book does not add up to a match.
  const need = Math.max(1, Math.ceil(gramCount / 2));
  const counts = Math.max(1, Math.ceil(gramCount * SCORE_SHARE));
  // Each missing n-gram of those looked up stands for as many of the whole query's.
  const missCost = Math.max(1, query.length - 2) / gramCount / (2 * query.length);
  let scoring = 0;
  for (let t = from; t < touched.length; t++) {
    const slot = touched[t] ?? 0;
    let best = 0;
    let gain = 0;
    let fields = 0;
    for (let f = 0; f < FIELD_COUNT; f++) {
      const h = slot * FIELD_COUNT + f;
      const n = hits[h] ?? 0;
      if (n === 0) continue;
      if (n > best) best = n;
      const estimate = (gramCount - n) * missCost + (firstAt[h] ?? 255) / 100;
      if (estimate <= FUSE_MARGIN) fields |= 1 << f;
      // Only a field holding a fair share of the query's n-grams counts: fewer rarely make a
      // fuse.js match, and counting them would break the ties fuse.js breaks by position.
      if (n >= counts && estimate <= SPEC_FUSE_OPTIONS.threshold) {
        // A field equal to the query is fuse.js's score 0, far ahead of any other.
        const length = lengths[f]?.[slot];
        const negLog =
          estimate === 0 &&
          (length === query.length || length === SEVERAL_VALUES) &&
          docFieldIs(docs[slot], f, query)
            ? EXACT_FIELD_GAIN
            : (NEG_LOG[Math.round(estimate * 1000)] ?? 0);
        gain += (KEY_WEIGHT[f] ?? 0) * (norms[f]?.[slot] ?? 1) * negLog;
      }
      hits[h] = 0;
      firstAt[h] = 255;
    }
    acc[slot] = gain;
    fuseFields[slot] = fields;
    if (best >= need) matched.push(slot);
    if (gain > 0 && (!filters || passes(c, slot, filters))) scoring++;
  }
  return scoring;
}
