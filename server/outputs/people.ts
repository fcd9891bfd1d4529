import { z } from 'zod';
import { BOOK_CONDITIONS } from '../../shared/book.ts';
import type { WantItem } from '../repositories/wants.ts';
import { bookCardOutput } from './books.ts';
import { textOf } from './common.ts';

// Lists of other members and of books for one member: 'Pessoas que você pode conhecer'
// (docs/product/follows.md#suggestions) and the wants with the books that match them
// (docs/product/wants.md).

export const peopleSuggestionsOutput = z.array(
  z.object({
    userId: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    storeUsername: z.string().nullable(),
    booksCount: z.number(),
    followersCount: z.number(),
    likedAuthor: z.boolean(),
  }),
);

export const wantsOutput = z.array(
  z.object({
    id: z.number(),
    kind: textOf<WantItem['kind']>(),
    label: z.string(),
    // The saved search as the search page takes it (prices in reais); not checked again here,
    // since a rule tightened later must not break the list of searches saved before it.
    search: z
      .object({
        q: z.string(),
        condition: z.enum(BOOK_CONDITIONS).optional(),
        minPrice: z.number().optional(),
        maxPrice: z.number().optional(),
        genre: z.string().optional(),
      })
      .nullable(),
    createdAt: z.string(),
    matches: z.array(bookCardOutput),
  }),
);
