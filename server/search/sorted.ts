/** Where `item` goes in `sorted` (ordered by `cmp`), after every entry that compares equal. */
export function upperBound(
  sorted: readonly number[],
  item: number,
  cmp: (a: number, b: number) => number,
): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(sorted[mid] ?? 0, item) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
