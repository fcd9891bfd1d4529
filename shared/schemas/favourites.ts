import { z } from 'zod';
import { FAVOURITES_MAX } from '../favourites.ts';
import { bookId } from './ids.ts';

// Favourites (docs/product/favourites.md).

export const favouriteInput = z.object({ bookId });
export const favouriteSyncInput = z.object({
  bookIds: z
    .array(bookId)
    .max(FAVOURITES_MAX, `No máximo ${FAVOURITES_MAX} favoritos.`)
    .transform((ids) => [...new Set(ids)]),
});
export const favouriteBooksInput = favouriteSyncInput;
