import type { BookCondition } from './book.ts';

/**
 * 'R$ 12,34', 'R$ 1.234,56' (docs/product/limits.md#money). Written out rather than with Intl.NumberFormat:
 * building a pt-BR formatter loads the locale's data, a quarter of the app's start-up script time
 * on a slow phone, and its output needed fixing anyway (a no-break space after R$).
 */
export function formatPrice(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  return `${cents < 0 ? '-' : ''}R$ ${groupThousands(Math.floor(whole / 100))},${String(whole % 100).padStart(2, '0')}`;
}

/** A whole number with pt-BR thousands dots: 1234 → '1.234' (without Intl, as formatPrice). */
export function formatCount(n: number): string {
  return `${n < 0 ? '-' : ''}${groupThousands(Math.round(Math.abs(n)))}`;
}

/** An average rating with one decimal and a pt-BR comma: 4.75 → '4,8', 5 → '5,0'. */
export function formatRating(average: number): string {
  const tenths = Math.round(average * 10);
  return `${Math.trunc(tenths / 10)},${Math.abs(tenths % 10)}`;
}

export function reviewsText(count: number): string {
  return count === 1 ? '1 avaliação' : `${formatCount(count)} avaliações`;
}

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, '.');
}

/**
 * A typed price: '1.234,56' and '12,50' are Brazilian (dot groups thousands, comma is the decimal mark); without a
 * comma, a dot is the decimal mark ('12.50'), as number inputs send it. Here, not
 * with the schemas, so the search filters can use it without zod.
 */
export function parsePrice(text: string): number {
  const t = text.trim().replace(/^R\$\s*/, '');
  // A sign is kept so '-5' gets the negative-price message rather than 'Preço inválido.'.
  if (!/^-?\d[\d.,]*$/.test(t)) return Number.NaN;
  return Number(t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t);
}

/** Condition labels (docs/product/selling.md#conditions). */
export function conditionLabel(condition: string): 'Novo' | 'Muito Bom' | 'Bom' | 'Regular' {
  switch (condition) {
    case 'novo':
      return 'Novo';
    case 'usado_otimo':
    case 'usado_como_novo':
    case 'Ótimo':
      return 'Muito Bom';
    case 'usado_aceitavel':
    case 'usado_regular':
      return 'Regular';
    default:
      return 'Bom';
  }
}

/** What the add-book form offers (docs/product/selling.md#conditions). */
export const SELLABLE_CONDITIONS: ReadonlyArray<BookCondition> = [
  'novo',
  'usado_otimo',
  'usado_bom',
  'usado_aceitavel',
];

/** Like counts above 99 show as '99+' (docs/product/book-card.md#like-count). */
export function formatLikeCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, count));
}
