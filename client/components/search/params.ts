import type { BookCondition } from '../../../shared/book.ts';
import { conditionLabel, SELLABLE_CONDITIONS } from '../../../shared/format.ts';
import type { SearchInput } from '../../../shared/schemas/search.ts';
import { DEFAULT_SEARCH_SORT, SEARCH_QUERY_MAX, type SearchSort } from '../../../shared/search-limits.ts';
import { slugify } from '../../../shared/slug.ts';

/**
 * Sort orders of the results (docs/product/search.md#sort: relevance unless the reader picks
 * another, DEFAULT_SEARCH_SORT); URL words in pt-BR.
 */
export const SEARCH_SORT_OPTIONS = [
  { param: 'relevancia', value: 'relevance', label: 'Mais relevantes' },
  { param: 'recentes', value: 'newest', label: 'Mais recentes' },
  { param: 'menor-preco', value: 'price-low', label: 'Menor preço' },
  { param: 'maior-preco', value: 'price-high', label: 'Maior preço' },
] as const satisfies ReadonlyArray<{ param: string; value: SearchSort; label: string }>;

export type SearchSortParam = (typeof SEARCH_SORT_OPTIONS)[number]['param'];

/** The menu's choice while the address names none: the default order's word. */
export const DEFAULT_SORT_PARAM: SearchSortParam =
  SEARCH_SORT_OPTIONS.find((o) => o.value === DEFAULT_SEARCH_SORT)?.param ?? 'relevancia';

/** The add-book form's conditions with their labels (docs/product/selling.md#conditions); URL words from the labels. */
export const CONDITION_OPTIONS: ReadonlyArray<{ param: string; value: BookCondition; label: string }> =
  SELLABLE_CONDITIONS.map((value) => ({
    param: slugify(conditionLabel(value)),
    value,
    label: conditionLabel(value),
  }));

/** Filter prices, in reais, as far as the server accepts them. */
export const FILTER_PRICE_MAX = 1_000_000;

/**
 * The home page's search parameters: `search` (the query) and, only with it, `ordem`, `condicao`,
 * `min`, `max` (reais) and `genero` (a category slug).
 */
export interface HomeSearch {
  search?: string;
  ordem?: SearchSortParam;
  condicao?: string;
  min?: number;
  max?: number;
  genero?: string;
}

const GENRE_SLUG = /^[a-z0-9-]{1,80}$/;

function text(value: unknown): string | undefined {
  // The router parses '?search=1984' as the number 1984: a query of digits is still a query.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value : undefined;
}

function price(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > FILTER_PRICE_MAX) return undefined;
  return Math.round(n * 100) / 100;
}

/**
 * Reads the URL's search parameters: anything unknown or out of range is dropped, never an error,
 * and without a query the other parameters mean nothing and are dropped too.
 */
export function validateHomeSearch(raw: Record<string, unknown>): HomeSearch {
  const search = text(raw.search)?.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX).trim();
  if (!search) return {};
  const result: HomeSearch = { search };
  const sort = SEARCH_SORT_OPTIONS.find((o) => o.param === raw.ordem);
  // An order the reader picked stays in the address, even the default one: a link keeps it.
  if (sort) result.ordem = sort.param;
  const condition = CONDITION_OPTIONS.find((o) => o.param === raw.condicao);
  if (condition) result.condicao = condition.param;
  const min = price(raw.min);
  let max = price(raw.max);
  if (min !== undefined && max !== undefined && min > max) max = undefined;
  if (min !== undefined) result.min = min;
  if (max !== undefined) result.max = max;
  const genre = text(raw.genero);
  if (genre && GENRE_SLUG.test(genre)) result.genero = genre;
  return result;
}

export function sortOf(params: HomeSearch): SearchSort {
  return SEARCH_SORT_OPTIONS.find((o) => o.param === params.ordem)?.value ?? DEFAULT_SEARCH_SORT;
}

export function conditionOf(params: HomeSearch): BookCondition | undefined {
  return CONDITION_OPTIONS.find((o) => o.param === params.condicao)?.value;
}

/** True when any filter (not the sort) narrows the results. */
export function hasFilters(params: HomeSearch): boolean {
  return (
    params.condicao !== undefined ||
    params.min !== undefined ||
    params.max !== undefined ||
    params.genero !== undefined
  );
}

/**
 * search.books input for the URL's parameters (first page; the cursor comes from useInfiniteQuery).
 * The genre goes as the URL has it, the category's slug: the server knows its name.
 */
export function toSearchInput(params: HomeSearch): Omit<SearchInput, 'limit' | 'cursor'> {
  return {
    q: params.search ?? '',
    sort: sortOf(params),
    condition: conditionOf(params),
    minPrice: params.min,
    maxPrice: params.max,
    genre: params.genero,
  };
}

/** The results heading and page title: 'Resultados para "{query}"' (docs/product/search.md#results). */
export function searchTitle(query: string): string {
  return `Resultados para "${query}"`;
}
