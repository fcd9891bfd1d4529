// Limits of favourites (docs/product/limits.md), without zod, like the other feature limits.

/** Favourites one account keeps: far above any real use, small enough to send in one call. */
export const FAVOURITES_MAX = 500;
