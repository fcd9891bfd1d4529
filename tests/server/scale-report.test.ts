import { describe, expect, it } from 'vitest';
import {
  atLeast,
  atMost,
  type Figure,
  isOk,
  metCell,
  noTarget,
  scaleSizes,
  scaleTable,
  under,
  within,
} from '../../scripts/lib/scale-report.ts';

// The "met?" judgement of npm run bench:scale (scripts/bench-scale.ts): targets are set at
// 1 000 000 books, a 100k-only run judges itself and says so, ratios need both sizes.

const figure = (values: Figure['values'], target: Figure['target']): Figure => ({
  label: 'x',
  values,
  format: (v) => `${v} ms`,
  target,
});

describe('scale report', () => {
  it('judges a limit on the 1M value, not the 100k one', () => {
    expect(metCell(figure({ '100k': 10, '1m': 40 }, under(30, '< 30 ms')))).toBe('**não**');
    expect(metCell(figure({ '100k': 40, '1m': 10 }, under(30, '< 30 ms')))).toBe('sim');
    expect(metCell(figure({ '100k': 30 }, under(30, '< 30 ms')))).toBe('**não** (em 100k)');
    expect(metCell(figure({ '1m': 0.35 }, atLeast(0.35, '≥ 35 %')))).toBe('sim');
    expect(metCell(figure({ '1m': 20 }, atMost(20, '≤ 20 ms')))).toBe('sim');
    expect(metCell(figure({ '1m': 21 }, atMost(20, '≤ 20 ms')))).toBe('**não**');
    expect(metCell(figure({ '1m': 1 }, isOk))).toBe('sim');
    expect(metCell(figure({ '1m': 0 }, isOk))).toBe('**não**');
    expect(metCell(figure({ '1m': Number.NaN }, under(30, '< 30 ms')))).toBe('—');
    expect(metCell(figure({ '1m': 5 }, noTarget))).toBe('—');
  });

  it('judges "within 20 %" only with both sizes, and prints the ratio', () => {
    expect(metCell(figure({ '100k': 10, '1m': 12 }, within(0.2)))).toBe('sim (×1.20)');
    expect(metCell(figure({ '100k': 10, '1m': 12.5 }, within(0.2)))).toBe('**não** (×1.25)');
    expect(metCell(figure({ '100k': 10 }, within(0.2)))).toBe('—');
  });

  it('prints a row per figure with a dash for a size not run', () => {
    const table = scaleTable([figure({ '100k': 7 }, under(30, '< 30 ms'))]);
    expect(table.split('\n')).toEqual([
      '| medida | 100 000 livros | 1 000 000 livros | meta | atingida? |',
      '|---|---|---|---|---|',
      '| x | 7 ms | — | < 30 ms | sim (em 100k) |',
    ]);
  });

  it('reads BENCH_SCALE_SIZES', () => {
    expect(scaleSizes(undefined)).toEqual(['100k', '1m']);
    expect(scaleSizes('1M')).toEqual(['1m']);
    expect(scaleSizes('1m, 100k')).toEqual(['100k', '1m']);
    expect(() => scaleSizes('10m')).toThrow(/10m/);
  });
});
