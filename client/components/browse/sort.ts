import type { browseSorts } from '../../../shared/schemas/books.ts';

export type BrowseSort = (typeof browseSorts)[number];

/** The list orders of the store page (docs/product/screens.md#book-lists), offered on every book list; URL words in pt-BR. */
export const SORT_OPTIONS = [
  { param: 'recentes', value: 'newest', label: 'Mais recentes' },
  { param: 'antigos', value: 'oldest', label: 'Mais antigos' },
  { param: 'menor-preco', value: 'price-low', label: 'Menor preço' },
  { param: 'maior-preco', value: 'price-high', label: 'Maior preço' },
  { param: 'a-z', value: 'title', label: 'A-Z' },
] as const satisfies ReadonlyArray<{ param: string; value: BrowseSort; label: string }>;

export type SortParam = (typeof SORT_OPTIONS)[number]['param'];

export interface SortSearch {
  ordem?: SortParam;
}

/** `?ordem=` from the URL; anything unknown is dropped (the list's own default order applies). */
export function validateSortSearch(raw: Record<string, unknown>): SortSearch {
  const found = SORT_OPTIONS.find((o) => o.param === raw.ordem);
  return found ? { ordem: found.param } : {};
}

export function sortValue(param: SortParam | undefined): BrowseSort | undefined {
  return SORT_OPTIONS.find((o) => o.param === param)?.value;
}
