import { type RawBuilder, sql } from 'kysely';
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

/**
 * The same filters as SQL over an engine's `book_search` row as `s` (its columns listed,
 * condition, price_cents, category_id and the folded genre_key are alike on both engines).
 */
export function filterCondition(filters: SearchFilters): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`s.listed`];
  if (filters.condition) parts.push(sql`s.condition = ${filters.condition}`);
  if (filters.minCents !== undefined) parts.push(sql`s.price_cents >= ${filters.minCents}`);
  if (filters.maxCents !== undefined) parts.push(sql`s.price_cents <= ${filters.maxCents}`);
  if (filters.genre !== undefined) {
    const ids = [...(filters.genreCategoryIds ?? [])];
    const inCategory = ids.length > 0 ? sql`s.category_id in (${sql.join(ids)})` : sql`false`;
    parts.push(sql`(s.genre_key = ${filters.genre} or ${inCategory})`);
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
