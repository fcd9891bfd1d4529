import { z } from 'zod';
import {
  FAVOURITES_MAX,
  LIVE_LIKES_MAX_BOOKS,
  STORE_PAGE_SIZE,
  SUGGESTIONS_LIMIT,
} from '../social-limits.ts';
import { browseSorts } from './books.ts';

// Social and stores: likes, views, follows, suggestions, favourites and the seller
// store page.

export {
  FAVOURITES_MAX,
  LIVE_LIKES_MAX_BOOKS,
  RECENTLY_VIEWED_FETCH,
  RECENTLY_VIEWED_SHOWN,
  STORE_PAGE_SIZE,
  SUGGESTIONS_LIMIT,
  VIEW_DEDUPE_MS,
} from '../social-limits.ts';

const bookId = z.uuid('Livro inválido.');
const userId = z.string().trim().min(1, 'Usuário inválido.').max(100, 'Usuário inválido.');

export const likeInput = z.object({ bookId });
export const viewInput = z.object({ bookId });
export const followInput = z.object({ userId });

export const likeEventsInput = z.object({
  bookIds: z
    .array(bookId)
    .max(LIVE_LIKES_MAX_BOOKS, `No máximo ${LIVE_LIKES_MAX_BOOKS} livros por vez.`)
    .transform((ids) => [...new Set(ids)]),
});

export const suggestionsInput = z
  .object({ limit: z.number().int().min(1).max(20).default(SUGGESTIONS_LIMIT) })
  .default({ limit: SUGGESTIONS_LIMIT });

export const favouriteInput = z.object({ bookId });
export const favouriteSyncInput = z.object({
  bookIds: z
    .array(bookId)
    .max(FAVOURITES_MAX, `No máximo ${FAVOURITES_MAX} favoritos.`)
    .transform((ids) => [...new Set(ids)]),
});
export const favouriteBooksInput = favouriteSyncInput;

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

export const storeReviewsInput = z.object({ sellerId: userId });
