import type { IFuseOptions } from 'fuse.js';

/**
 * Accent- and case-free form of a text: NFD splits 'ç' into 'c' + cedilla and the combining marks
 * are dropped, so 'Ficção' and 'ficcao' become the same string. Every precomposed Latin letter
 * decomposes into one base letter, so positions (which fuse.js scores) do not move.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A search query as the index sees it: normalised, trimmed, inner runs of spaces collapsed. */
export function normalizeQuery(q: string): string {
  return normalizeText(q).replace(/\s+/g, ' ').trim();
}

/** Searchable fields in the ranking's key order (docs/product/search.md#ranking); the index stores them under these positions. */
export const SEARCH_KEYS = ['title', 'author', 'genre', 'description', 'sellerName', 'publisher'] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

/** Fuzzy over these keys and weights, threshold 0.4, minimum match length 2 (docs/product/search.md#ranking). */
export const SPEC_WEIGHTS: Record<SearchKey, number> = {
  title: 0.6,
  author: 0.4,
  genre: 0.3,
  description: 0.2,
  sellerName: 0.2,
  publisher: 0.2,
};

export const SPEC_FUSE_OPTIONS = {
  keys: SEARCH_KEYS.map((name) => ({ name, weight: SPEC_WEIGHTS[name] })),
  threshold: 0.4,
  minMatchCharLength: 2,
  includeScore: true,
} satisfies IFuseOptions<unknown>;

/**
 * fuse.js scores a match as errors / length + distance from the start / 100 and drops anything
 * above the threshold, so with its default location 0 and distance 100 only a match starting in
 * the first 40 characters of a field can count. The index keeps n-grams of that window (plus the
 * longest pattern it trigram-matches) and nothing after it.
 */
export const FUSE_WINDOW = 40;
