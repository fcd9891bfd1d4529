import { z } from 'zod';
import { bookCardOutput } from '../catalog/index.ts';

/** One page of search results and how many books match (server/search/service.ts). */
export const searchPageOutput = z.object({
  items: z.array(bookCardOutput.extend({ copies: z.number(), fromCents: z.number() })),
  nextCursor: z.string().nullable(),
  total: z.number(),
  moreThan: z.boolean(),
  didYouMean: z.array(z.string()),
});
