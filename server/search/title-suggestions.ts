import Fuse from 'fuse.js';
import type { Suggestion } from './contract.ts';
import { normalizeText, SPEC_FUSE_OPTIONS } from './normalize.ts';

// The search box's suggestions from the titles and authors of a query's best matches, on either
// engine (docs/decisions/010-search.md#decision): each distinct text once, ranked by fuse.js
// (threshold 0.4, minimum match 2) over its normalised form.

export interface SuggestionSource {
  kind: Suggestion['kind'];
  /** As written. */
  text: string;
}

/** Up to `limit` suggestions for a normalised query from `sources`, best matches first. */
export function rankSuggestions(
  query: string,
  sources: Iterable<SuggestionSource>,
  limit: number,
): Suggestion[] {
  const options = new Map<string, SuggestionSource & { norm: string }>();
  for (const source of sources) {
    const norm = normalizeText(source.text).trim();
    const key = `${source.kind === 'title' ? 't' : 'a'}${norm}`;
    if (!options.has(key)) options.set(key, { ...source, norm });
  }
  const fuse = new Fuse([...options.values()], {
    keys: ['norm'],
    threshold: SPEC_FUSE_OPTIONS.threshold,
    minMatchCharLength: SPEC_FUSE_OPTIONS.minMatchCharLength,
  });
  return fuse.search(query, { limit }).map((r) => ({ kind: r.item.kind, text: r.item.text }));
}
