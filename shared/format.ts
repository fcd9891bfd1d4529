import type { BookCondition } from '../db/schema.ts';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 12,34' (spec section 9). Intl puts a no-break space after R$; the spec shows a plain one. */
export function formatPrice(cents: number): string {
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}

/** Condition labels, reading (b) of spec section 3 as DECISIONS.md chose. */
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

/** What the add-book form offers (DECISIONS.md). */
export const SELLABLE_CONDITIONS: ReadonlyArray<BookCondition> = [
  'novo',
  'usado_otimo',
  'usado_bom',
  'usado_aceitavel',
];

/** Like counts above 99 show as '99+' (spec section 2, book card). */
export function formatLikeCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, count));
}
