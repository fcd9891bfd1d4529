import { z } from 'zod';
import { STORE_PAGE_SIZE } from '../stores.ts';
import { browseSorts } from './books.ts';

// The seller store page (docs/product/stores.md).

/** Store URLs carry a username or the name fallback of docs/product/seo.md#addresses ('joão-da-silva'): any printable text. */
export const storeUsernameInput = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Informe a livraria.')
    .max(120, 'Livraria inválida.')
    .regex(/^[^\s/?#]+$/u, 'Livraria inválida.'),
});

export const storeBooksInput = storeUsernameInput.extend({
  sort: z.enum(browseSorts, 'Ordenação inválida.').optional(),
  limit: z.number().int().min(1).max(100).default(STORE_PAGE_SIZE),
  cursor: z.string().max(200, 'Cursor inválido.').nullish(),
});
