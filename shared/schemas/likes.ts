import { z } from 'zod';
import { LIVE_LIKES_MAX_BOOKS } from '../likes.ts';
import { bookId } from './ids.ts';

// Likes (docs/product/likes.md): the toggle and the live counts of the books on screen.

export const likeInput = z.object({ bookId });

export const likeEventsInput = z.object({
  bookIds: z
    .array(bookId)
    .max(LIVE_LIKES_MAX_BOOKS, `No máximo ${LIVE_LIKES_MAX_BOOKS} livros por vez.`)
    .transform((ids) => [...new Set(ids)]),
});
