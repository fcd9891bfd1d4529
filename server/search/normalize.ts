import type { IFuseOptions } from 'fuse.js';
import { foldText } from '../../shared/accents.ts';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../../shared/search-limits.ts';

/** Accent- and case-free form of a text, as the search rows (releia_fold) and the ranking rules compare it. */
export function normalizeText(text: string): string {
  return foldText(text);
}

/** A search query as the engines see it: normalised, trimmed, inner runs of spaces collapsed. */
export function normalizeQuery(q: string): string {
  return normalizeText(q).replace(/\s+/g, ' ').trim();
}

/**
 * The query a search runs, or null when it is too short to find anything: normalised and cut at
 * SEARCH_QUERY_MAX. The one place that decides; the engines take what it returns.
 */
export function searchableQuery(raw: string): string | null {
  const query = normalizeQuery(raw).slice(0, SEARCH_QUERY_MAX);
  return query.length >= SEARCH_QUERY_MIN ? query : null;
}

/** A book's searched fields, as fuse.js's keys below name them. */
export const SEARCH_KEYS = ['title', 'author', 'genre', 'description', 'sellerName', 'publisher'] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

/**
 * The original contract's fuzzy matching (docs/decisions/010-search.md): these keys and weights,
 * threshold 0.4, minimum match length 2. Results are ranked by rules now
 * (docs/decisions/042-known-item-search.md); saved searches (server/wants/) and the benchmark's
 * reference still match with it.
 */
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
