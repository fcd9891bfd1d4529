// Limits of 'Pessoas que você pode conhecer' (docs/product/follows.md#suggestions), without zod.

/** Follow suggestions, at most 5 by default (docs/product/follows.md#suggestions). */
export const SUGGESTIONS_LIMIT = 5;
