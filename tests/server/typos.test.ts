import { describe, expect, it } from 'vitest';
import { typoBudget, typosAllowed, typosBetween } from '../../server/search/typos.ts';

// Typos as search tolerates them (docs/product/search.md#typos).

describe('typos', () => {
  it('counts a dropped, an added, a replaced letter and two swapped neighbours as one typo each', () => {
    expect(typosBetween('pomar', 'pomar', 2)).toBe(0);
    expect(typosBetween('jobm', 'jobim', 2)).toBe(1);
    expect(typosBetween('jobimm', 'jobim', 2)).toBe(1);
    expect(typosBetween('pantanak', 'pantanal', 2)).toBe(1);
    expect(typosBetween('pmoar', 'pomar', 2)).toBe(1);
    expect(typosBetween('fundanenots', 'fundamentos', 2)).toBe(2);
    expect(typosBetween('psianalse', 'psicanalise', 2)).toBe(2);
    // 'estrale' for 'estrela': two letters replaced, not one swap.
    expect(typosBetween('estrale', 'estrela', 2)).toBe(2);
  });

  it('stops at the limit, whatever the real distance, and handles words longer than its buffers', () => {
    expect(typosBetween('abcdef', 'ghijkl', 1)).toBe(2);
    expect(typosBetween('abc', 'abcdef', 2)).toBe(3);
    const long = 'a'.repeat(150);
    expect(typosBetween(long, `${long}b`, 1)).toBe(1);
    expect(typosBetween(`x${long}`, `${long}y`, 2)).toBe(2);
    // The buffers kept between calls leave nothing behind.
    expect(typosBetween('casa', 'caso', 1)).toBe(1);
  });

  it('allows none under 5 letters, one from 5, two from 9, by the longer word', () => {
    expect([4, 5, 8, 9, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
    expect(typosAllowed('casa', 'caso')).toBe(0);
    expect(typosAllowed('jobm', 'jobim')).toBe(1);
    expect(typosAllowed('ansedae', 'ansiedade')).toBe(2);
  });
});
