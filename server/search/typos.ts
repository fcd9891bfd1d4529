// How far a typed word may be from a catalogue word and still find it (docs/product/search.md#typos):
// typos by word length, as Meilisearch tolerates them (docs/decisions/042-known-item-search.md):
// none under 5 letters, one from 5, two from 9. A typo is a letter dropped, added, replaced, or two
// neighbours swapped: the optimal-string-alignment (restricted Damerau–Levenshtein) distance.

/** The typos a word of this length may be typed with. */
export function typoBudget(length: number): number {
  if (length >= 9) return 2;
  return length >= 5 ? 1 : 0;
}

/**
 * The typos allowed between a typed word and a catalogue word: by the longer of the two, since a
 * dropped letter makes the typed word shorter than the one meant ('jobm' for 'jobim').
 */
export function typosAllowed(typed: string, word: string): number {
  return typoBudget(Math.max(typed.length, word.length));
}

/** Rows of the distance matrix, kept between calls: the vocabulary is scanned word by word. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The typos between `a` and `b`, or `limit + 1` as soon as they are more than `limit` apart:
 * one band of the distance matrix around its diagonal, so a catalogue of words is scanned fast.
 */
export function typosBetween(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  if (rows[0] && rows[0].length < width + 1) rows = rows.map(() => new Int32Array(width * 2));
  const far = limit + 1;
  // Three rows: the one before the previous is needed for a swap of two neighbours.
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    current[0] = i;
    current[from - 1] = from === 1 ? i : far;
    let best = far;
    const ai = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(
        (previous[j] ?? far) + 1,
        (current[j - 1] ?? far) + 1,
        (previous[j - 1] ?? far) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, (before[j - 2] ?? far) + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    if (to < b.length) current[to + 1] = far;
    if (best > limit) return far;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] ?? far, far);
}
