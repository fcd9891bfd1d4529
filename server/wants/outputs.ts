import { z } from 'zod';
import { BOOK_CONDITIONS } from '../../shared/book.ts';
import { bookCardOutput } from '../catalog/index.ts';
import { textOf } from '../outputs.ts';
import type { WantItem } from './wants.ts';

// A member's wants with the books that match them (docs/product/wants.md).

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
