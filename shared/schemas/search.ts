import { z } from 'zod';
import { BOOK_CONDITIONS } from '../book.ts';
import {
  DEFAULT_SEARCH_SORT,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  SUGGEST_DEFAULT,
  SUGGEST_MAX,
  searchSorts,
} from '../search-limits.ts';

export {
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  type SearchSort,
  SUGGEST_DEFAULT,
  SUGGEST_MAX,
  searchSorts,
} from '../search-limits.ts';

const price = (label: string) =>
  z
    .number(`${label} deve ser um número.`)
    .finite(`${label} deve ser um número.`)
    .min(0, `${label} não pode ser negativo.`)
    .max(1_000_000, `${label} muito alto.`)
    .optional();

/** A query's messages, for every schema that takes one: search, suggestions and saved searches. */
export const QUERY_REQUIRED = 'Digite o que você procura.';
export const QUERY_TOO_LONG = `A busca pode ter no máximo ${SEARCH_QUERY_MAX} caracteres.`;

const query = z.string(QUERY_REQUIRED).max(SEARCH_QUERY_MAX, QUERY_TOO_LONG);

/** The filters of a search, shared with a saved search (docs/product/wants.md). */
export const searchFilterFields = {
  condition: z.enum(BOOK_CONDITIONS, 'Condição inválida.').optional(),
  /** In reais, inclusive. */
  minPrice: price('O preço mínimo'),
  maxPrice: price('O preço máximo'),
  genre: z.string().trim().max(100, 'Gênero inválido.').optional(),
};

/** The price bounds in order, for every schema with searchFilterFields. */
export function pricesInOrder(v: { minPrice?: number | undefined; maxPrice?: number | undefined }) {
  return v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice;
}
export const PRICE_ORDER_ERROR = {
  message: 'O preço mínimo não pode ser maior que o preço máximo.',
  path: ['minPrice'],
};

export const searchInput = z
  .object({
    q: query,
    sort: z.enum(searchSorts, 'Ordenação inválida.').default(DEFAULT_SEARCH_SORT),
    ...searchFilterFields,
    limit: z
      .number()
      .int('O limite deve ser um número inteiro.')
      .min(1, 'O limite deve ser ao menos 1.')
      .max(SEARCH_MAX_PAGE_SIZE, `O limite máximo é ${SEARCH_MAX_PAGE_SIZE}.`)
      .default(SEARCH_PAGE_SIZE),
    cursor: z.string().max(200, 'Cursor inválido.').nullish(),
  })
  .refine(pricesInOrder, PRICE_ORDER_ERROR);

export type SearchInput = z.output<typeof searchInput>;

export const suggestInput = z.object({
  q: query,
  limit: z
    .number()
    .int('O limite deve ser um número inteiro.')
    .min(1, 'O limite deve ser ao menos 1.')
    .max(SUGGEST_MAX, `O limite máximo é ${SUGGEST_MAX}.`)
    .default(SUGGEST_DEFAULT),
});
