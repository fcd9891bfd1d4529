import type { BookCondition } from '../../db/schema.ts';

export interface SearchFilters {
  condition?: BookCondition;
  minCents?: number;
  maxCents?: number;
  /** Normalised genre, compared with books.genre. */
  genre?: string;
  /** Categories whose name or slug is that genre. */
  genreCategoryIds?: ReadonlySet<number>;
}

export function hasFilters(filters: SearchFilters): boolean {
  return (
    filters.condition !== undefined ||
    filters.minCents !== undefined ||
    filters.maxCents !== undefined ||
    filters.genre !== undefined
  );
}

/**
 * The filters over one book's values (its normalised genre): a single book matched against saved
 * searches (server/wants/matcher.ts) passes them as search's SQL would let it.
 */
export function passesValues(
  condition: BookCondition | undefined,
  priceCents: number,
  genre: string | undefined,
  categoryId: number | null | undefined,
  filters: SearchFilters,
): boolean {
  if (filters.condition && condition !== filters.condition) return false;
  if (filters.minCents !== undefined && priceCents < filters.minCents) return false;
  if (filters.maxCents !== undefined && priceCents > filters.maxCents) return false;
  if (filters.genre !== undefined) {
    const inCategory =
      categoryId !== null && categoryId !== undefined && filters.genreCategoryIds?.has(categoryId);
    if (genre !== filters.genre && !inCategory) return false;
  }
  return true;
}
