// The tables of npm run bench:scale: each figure of the issue "a million books" at 100 000 and at
// 1 000 000 books, beside its target and whether it is met. The targets are set at 1 000 000 books,
// so that column is the one judged; a run of the 100 000 dataset alone (BENCH_SCALE_SIZES=100k)
// judges its own figures instead and says so, as a quick check rather than the verdict.

import { markdownTable } from './stats.ts';

export const SCALE_SIZES = ['100k', '1m'] as const;
export type ScaleSize = (typeof SCALE_SIZES)[number];
export type SizeValues = Partial<Record<ScaleSize, number>>;

const SIZE_LABELS: Record<ScaleSize, string> = { '100k': '100 000 livros', '1m': '1 000 000 livros' };

export interface Target {
  /** The target as the table prints it. */
  text: string;
  /** Whether `values` meet it; undefined when they cannot tell (a size not run). */
  met: (values: SizeValues) => boolean | undefined;
  /** Judged on 1M when it was run, else on 100k (false: needs both, e.g. a ratio). */
  onOneSize: boolean;
}

export interface Figure {
  label: string;
  values: SizeValues;
  format: (v: number) => string;
  target: Target;
}

/** The value a target at 1 000 000 books is judged on: 1M's, or 100k's when only it ran. */
function judged(values: SizeValues): number | undefined {
  return values['1m'] ?? values['100k'];
}

const onValue = (text: string, test: (v: number) => boolean): Target => ({
  text,
  onOneSize: true,
  met: (values) => {
    const v = judged(values);
    return v === undefined || Number.isNaN(v) ? undefined : test(v);
  },
});

/** Under `limit` (strictly). */
export const under = (limit: number, text: string): Target => onValue(text, (v) => v < limit);

/** At or over `limit`. */
export const atLeast = (limit: number, text: string): Target => onValue(text, (v) => v >= limit);
/** Met at `limit` itself (a p99 '≤ 20 ms'). */
export const atMost = (limit: number, text: string): Target => onValue(text, (v) => v <= limit);

/** A yes/no figure (1 or 0). */
export const isOk: Target = onValue('ok', (v) => v === 1);

/** A figure printed for reference, with no target of its own. */
export const noTarget: Target = { text: '—', onOneSize: false, met: () => undefined };

/** 1M's value at most `share` above 100k's (0.2: within 20 %); needs both sizes. */
export function within(share: number): Target {
  return {
    text: `1M ≤ 100k + ${Math.round(share * 100)} %`,
    onOneSize: false,
    met: (values) => {
      const small = values['100k'];
      const large = values['1m'];
      if (small === undefined || large === undefined || Number.isNaN(small) || Number.isNaN(large))
        return undefined;
      return large <= small * (1 + share);
    },
  };
}

/** The "met?" cell: yes, no, or a dash when the run cannot tell. */
export function metCell(figure: Figure): string {
  const met = figure.target.met(figure.values);
  if (met === undefined) return '—';
  const word = met ? 'sim' : '**não**';
  const ratio =
    figure.target.onOneSize || figure.values['100k'] === undefined || figure.values['1m'] === undefined
      ? ''
      : ` (×${(figure.values['1m'] / figure.values['100k']).toFixed(2)})`;
  const alone = figure.target.onOneSize && figure.values['1m'] === undefined ? ' (em 100k)' : '';
  return `${word}${ratio}${alone}`;
}

/** One section's table: figure | 100k | 1M | target | met?. */
export function scaleTable(figures: readonly Figure[]): string {
  return markdownTable(
    ['medida', ...SCALE_SIZES.map((s) => SIZE_LABELS[s]), 'meta', 'atingida?'],
    figures.map((f) => [
      f.label,
      ...SCALE_SIZES.map((s) => {
        const v = f.values[s];
        return v === undefined ? '—' : f.format(v);
      }),
      f.target.text,
      metCell(f),
    ]),
  );
}

/** The sizes BENCH_SCALE_SIZES asks for ('100k', '1m' or both, comma-separated; default both). */
export function scaleSizes(env: string | undefined): ScaleSize[] {
  if (!env?.trim()) return [...SCALE_SIZES];
  const asked = env.split(',').map((s) => s.trim().toLowerCase());
  const unknown = asked.filter((s) => !(SCALE_SIZES as readonly string[]).includes(s));
  if (unknown.length > 0)
    throw new Error(`BENCH_SCALE_SIZES: ${unknown.join(', ')} desconhecido (use 100k, 1m ou 100k,1m)`);
  return SCALE_SIZES.filter((s) => asked.includes(s));
}
