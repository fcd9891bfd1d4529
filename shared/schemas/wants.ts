import { z } from 'zod';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../search-limits.ts';
import { bookId } from './ids.ts';
import {
  PRICE_ORDER_ERROR,
  pricesInOrder,
  QUERY_REQUIRED,
  QUERY_TOO_LONG,
  searchFilterFields,
} from './search.ts';

// Lista de desejos (docs/product/wants.md).

/** A saved search: the query as typed (two characters at least, as search needs) and its filters. */
export const wantSearchInput = z
  .object({
    q: z
      .string(QUERY_REQUIRED)
      .trim()
      .min(SEARCH_QUERY_MIN, `Digite ao menos ${SEARCH_QUERY_MIN} letras para salvar a busca.`)
      .max(SEARCH_QUERY_MAX, QUERY_TOO_LONG),
    ...searchFilterFields,
  })
  .refine(pricesInOrder, PRICE_ORDER_ERROR);

export type WantSearchInput = z.output<typeof wantSearchInput>;

export const wantBookInput = z.object({ bookId });

export const wantIdInput = z.object({
  id: z.number('Desejo inválido.').int('Desejo inválido.').positive('Desejo inválido.'),
});
