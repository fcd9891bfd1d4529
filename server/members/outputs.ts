import { z } from 'zod';

// 'Pessoas que você pode conhecer' (docs/product/follows.md#suggestions): other members, as a
// reader's suggestions list them.

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
