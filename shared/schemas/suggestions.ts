import { z } from 'zod';
import { SUGGESTIONS_LIMIT } from '../suggestions.ts';

// 'Pessoas que você pode conhecer' (docs/product/follows.md#suggestions).

export const suggestionsInput = z
  .object({ limit: z.number().int().min(1).max(20).default(SUGGESTIONS_LIMIT) })
  .default({ limit: SUGGESTIONS_LIMIT });
