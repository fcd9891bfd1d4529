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

/**
 * The typos between `a` and `b`, or `limit + 1` as soon as they are more than `limit` apart:
 * one band of the distance matrix around its diagonal, so a catalogue of words is scanned fast.
 */
export function typosBetween(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  // Three rows: the one before the previous is needed for a swap of two neighbours.
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    if (from > 1) current[from - 1] = limit + 1;
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? limit + 1) + 1,
        (current[j - 1] ?? limit + 1) + 1,
        (previous[j - 1] ?? limit + 1) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? limit + 1) + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    if (to < b.length) current[to + 1] = limit + 1;
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] ?? limit + 1, limit + 1);
}
