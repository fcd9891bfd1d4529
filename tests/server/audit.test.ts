import { describe, expect, it } from 'vitest';
import {
  formatTable,
  medianRun,
  missedTargets,
  type Scores,
  scoresOf,
  TARGETS,
} from '../../scripts/audit.ts';

// scripts/audit.ts decides its exit status from these: they must fail a page under any target.

const scores = (over: Partial<Scores> = {}): Scores => ({
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  ...over,
});

describe('audit targets', () => {
  it('are those of docs/performance/browser-budgets.md', () => {
    expect(TARGETS).toEqual({ performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 });
  });

  it('are met at the targets exactly and missed one point under, or when a category did not run', () => {
    expect(missedTargets(scores())).toEqual([]);
    expect(missedTargets(scores({ performance: 94 }))).toEqual(['performance']);
    expect(missedTargets(scores({ accessibility: 99, seo: 98 }))).toEqual(['accessibility', 'seo']);
    expect(missedTargets(scores({ 'best-practices': null }))).toEqual(['best-practices']);
  });

  it('reads Lighthouse’s 0–1 scores as 0–100', () => {
    const lhr = {
      categories: {
        performance: { score: 0.946 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
        seo: { score: null },
      },
    } as unknown as Parameters<typeof scoresOf>[0];
    expect(scoresOf(lhr)).toEqual({ performance: 95, accessibility: 100, 'best-practices': 96, seo: null });
  });
});

describe('medianRun', () => {
  it('takes the run with the median performance, the lower middle for an even count', () => {
    const run = (performance: number) => ({ scores: scores({ performance }), id: performance });
    expect(medianRun([run(80), run(95), run(70)]).id).toBe(80);
    expect(medianRun([run(90), run(60), run(70), run(99)]).id).toBe(70);
    expect(medianRun([run(42)]).id).toBe(42);
    expect(() => medianRun([])).toThrow();
  });
});

describe('formatTable', () => {
  it('says which targets each page missed, with every run’s performance', () => {
    const table = formatTable([
      { page: 'Início', scores: scores(), performanceRuns: [94, 95, 97] },
      { page: 'Livro', scores: scores({ performance: 80 }), performanceRuns: [80] },
    ]);
    expect(table).toMatch(/Início .*atingidas .*94, 95, 97/);
    expect(table).toMatch(/Livro .*abaixo: performance/);
  });
});
