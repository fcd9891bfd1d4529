import { z } from 'zod';

/** An ISBN's facts for the add-book form (shared/schemas/isbn.ts IsbnAnswer). */
export const isbnAnswerOutput = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('found'),
    facts: z.object({
      isbn: z.string(),
      title: z.string(),
      subtitle: z.string().nullable(),
      authors: z.array(z.string()),
      publisher: z.string().nullable(),
      year: z.number().int().nullable(),
      pages: z.number().int().nullable(),
      language: z.string().nullable(),
      synopsis: z.string().nullable(),
      coverPhoto: z.string().nullable(),
    }),
  }),
  z.object({ status: z.literal('not_found') }),
  z.object({ status: z.literal('off') }),
]);
