import { hasFilters, passes, type SearchFilters } from './filters.ts';
import { FUSE_WINDOW } from './normalize.ts';
import { bigramKey, type PostingIndex } from './postings.ts';
import { DESCRIPTION, EXACT_FIELD_GAIN, KEY_WEIGHT, NEG_LOG, topByScore } from './ranking.ts';
import { type Columns, clearScores, FIELD_COUNT, touch } from './slots.ts';

// Two-letter queries skip fuse.js: with a two-character pattern at threshold 0.4 it accepts
// only exact occurrences (one error is already 0.5), scored first position / 100 (at least
// 0.001, 0 when the field is exactly the query). The bigram postings hold each field's first
// occurrence, so their first-stage score is already fuse.js's, in logarithms, but for
// descriptions. A book whose only occurrence is in its description is not found.

/**
 * One bigram, one posting per book and field holding its first occurrence, which is all
 * fuse.js's score depends on; every book touched is matched.
 */
export function bigramCandidates(
  c: Columns,
  postings: PostingIndex,
  query: string,
): { matched: number[]; touched: number[] } {
  const { acc, seen, norms } = c;
  const fields = postings.fields;
  const key = bigramKey(query);
  const touched: number[] = [];
  for (let f = 0; f < FIELD_COUNT; f++) {
    const p = fields[f]?.get(key);
    if (!p) continue;
    const weight = KEY_WEIGHT[f] ?? 0;
    const norm = norms[f] ?? new Float32Array(0);
    const lengths = c.lengths[f] ?? new Uint16Array(0);
    const { slots, starts, length } = p;
    for (let i = 0; i < length; i++) {
      const slot = slots[i] ?? 0;
      if (!touch(c, slot, touched)) continue;
      const start = starts[i] ?? 0;
      // A two-letter field beginning with the query is the query.
      const negLog = start === 0 && lengths[slot] === 2 ? EXACT_FIELD_GAIN : (NEG_LOG[start * 10] ?? 0);
      acc[slot] = (acc[slot] ?? 0) + weight * (norm[slot] ?? 1) * negLog;
    }
  }
  for (const slot of touched) seen[slot] = 0;
  return { matched: touched, touched };
}

/**
 * The results of a two-letter query: every match is in the count; the best `ordered` come back
 * ranked, or, when `ordered` is 0, all of them unordered for the other sorts.
 */
export function resolveTwoLetters(
  c: Columns,
  query: string,
  filters: SearchFilters,
  ordered: number,
  matched: readonly number[],
  touched: readonly number[],
) {
  const results = hasFilters(filters) ? matched.filter((slot) => passes(c, slot, filters)) : matched;
  const ranked = ordered > 0 ? rankWithDescriptions(c, query, results, ordered) : [];
  clearScores(c, touched);
  // Every result is in the count; the others are listed only for the sorts that need them all.
  return { ranked, others: ordered > 0 ? [] : results, head: [] as number[], total: results.length };
}

/**
 * The best `ordered` of `results`. Descriptions have no bigram postings; their part of the score
 * can only lift a book near the cut, so it is added, exactly, for the books it could lift into
 * the window: the new window is the best of the old one and the books lifted.
 */
function rankWithDescriptions(
  c: Columns,
  query: string,
  results: readonly number[],
  ordered: number,
): number[] {
  const { acc, descriptionCeiling, flag, docs } = c;
  const top = topByScore(acc, results, ordered);
  const cut = top.at(-1);
  const floor = cut === undefined ? 0 : (acc[cut] ?? 0);
  const weight = KEY_WEIGHT[DESCRIPTION] ?? 0;
  const norm = c.norms[DESCRIPTION] ?? new Float32Array(0);
  for (const slot of top) flag[slot] = 1;
  const contenders = [...top];
  for (const slot of results) {
    if ((acc[slot] ?? 0) + (descriptionCeiling[slot] ?? 0) < floor) continue;
    const text = docs[slot]?.description ?? '';
    const at = text.indexOf(query);
    if (at < 0 || at > FUSE_WINDOW) continue;
    acc[slot] =
      (acc[slot] ?? 0) +
      weight * (norm[slot] ?? 1) * (text === query ? EXACT_FIELD_GAIN : (NEG_LOG[at * 10] ?? 0));
    if (flag[slot] !== 1) contenders.push(slot);
  }
  for (const slot of top) flag[slot] = 0;
  return topByScore(acc, contenders, ordered);
}
