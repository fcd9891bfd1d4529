import type { BookCondition } from '../../db/schema.ts';
import type { Columns } from './slots.ts';

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

export function passes(c: Columns, slot: number, filters: SearchFilters): boolean {
  if (filters.condition && c.conditions[slot] !== filters.condition) return false;
  const price = c.price[slot] ?? 0;
  if (filters.minCents !== undefined && price < filters.minCents) return false;
  if (filters.maxCents !== undefined && price > filters.maxCents) return false;
  if (filters.genre !== undefined) {
    const category = c.categoryIds[slot];
    const inCategory = category !== null && category !== undefined && filters.genreCategoryIds?.has(category);
    if (c.genres[slot] !== filters.genre && !inCategory) return false;
  }
  return true;
}
