import { z } from 'zod';
import { browseSorts } from './books.ts';

// Social and stores (issue 6): likes, views, follows, suggestions, favourites and the seller
// store page.

/** Spec section 9: follow suggestions, at most 5 by default. */
export const SUGGESTIONS_LIMIT = 5;
/** Spec section 9: recently viewed fetches 50, dedupes by book and shows 10. */
export const RECENTLY_VIEWED_FETCH = 50;
export const RECENTLY_VIEWED_SHOWN = 10;
/** Spec section 9: a view of the same book within 2 s is ignored. */
export const VIEW_DEDUPE_MS = 2000;
/** How many books one live-likes subscription may watch: a few screens' worth of cards. */
export const LIVE_LIKES_MAX_BOOKS = 200;
/** Favourites one account keeps: far above any real use, small enough to send in one call. */
export const FAVOURITES_MAX = 500;
export const STORE_PAGE_SIZE = 24;

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

/** Store URLs carry a username or the spec's name fallback ('joão-da-silva'): any printable text. */
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
