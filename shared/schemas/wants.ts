import { z } from 'zod';
import { SEARCH_QUERY_MAX } from '../search-limits.ts';
import { bookId } from './ids.ts';
import { PRICE_ORDER_ERROR, pricesInOrder, searchFilterFields } from './search.ts';

// Lista de desejos (docs/product/wants.md).

/** A saved search: the query as typed (two characters at least, as search needs) and its filters. */
export const wantSearchInput = z
  .object({
    q: z
      .string('Digite o que você procura.')
      .trim()
      .min(2, 'Digite ao menos 2 letras para salvar a busca.')
      .max(SEARCH_QUERY_MAX, 'A busca pode ter no máximo 200 caracteres.'),
    ...searchFilterFields,
  })
  .refine(pricesInOrder, PRICE_ORDER_ERROR);

export type WantSearchInput = z.output<typeof wantSearchInput>;

export const wantBookInput = z.object({ bookId });

export const wantIdInput = z.object({
  id: z.number('Desejo inválido.').int('Desejo inválido.').positive('Desejo inválido.'),
});
