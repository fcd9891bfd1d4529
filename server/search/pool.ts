import Fuse from 'fuse.js';
import { FUSE_WINDOW, normalizeText, SEARCH_KEYS, SPEC_FUSE_OPTIONS } from './normalize.ts';
import { type FuseSource, fuseDocument } from './source.ts';

// The exact ranking of 'Mais relevantes', on either engine (docs/decisions/010-search.md#decision,
// docs/decisions/033-search-documents-on-postgresql.md, docs/decisions/034-search-on-disk.md):
// the database finds the matches and picks the best RERANK by its own estimate; fuse.js then
// ranks that pool with the options of docs/product/search.md#ranking. Nothing is kept between
// queries.

/** Candidates handed to fuse.js for the exact ranking. */
export const RERANK = 200;

/** A book of the pool, with what fuse.js reads of it. */
export interface PoolRow extends FuseSource {
  /** The database's estimate, higher first. */
  score: number;
  /** In the query's result set (every word, or a near miss of it), not only in the pool (any word). */
  whole: boolean;
}

/** fuse.js's key objects for the keys of docs/product/search.md#ranking, in SEARCH_KEYS order. */
const FUSE_KEYS = Fuse.createIndex(SPEC_FUSE_OPTIONS.keys, []).toJSON().keys;
/** A record of fuse.js's index (fuse.js does not export the type). */
type FuseRecord = Parameters<typeof Fuse.parseIndex>[0]['records'][number];
/** One text of a record: the text, its position in a list, its length norm. */
type FuseValue = { v: string; i?: number; n: number };

/** fuse.js's field-length norm (its `norm` with the default weight): 1 / √words, 3 decimals. */
function fieldNorm(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 9 && c <= 13) || c === 32 || c === 160) inWord = false;
    else if (!inWord) {
      words++;
      inWord = true;
    }
  }
  return Math.round(1000 / Math.max(1, words) ** 0.5) / 1000;
}

/** The trigrams of a folded query, which a field must partly hold to be worth fuse.js's time. */
function trigramsOf(query: string): string[] {
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= query.length; i++) trigrams.add(query.slice(i, i + 3));
  return [...trigrams];
}

/**
 * A text as the re-rank hands it to fuse.js, or null when fuse.js cannot match it: only its first
 * FUSE_WINDOW characters and the pattern's length can hold a match fuse.js accepts, and a field
 * holding under 40 % of the query's trigrams there is too far off to (docs/decisions/010-search.md#decision).
 * The norm is the whole text's, as fuse.js would compute it.
 */
function fuseValue(text: string, query: string, trigrams: readonly string[]): FuseValue | null {
  const window = text.slice(0, FUSE_WINDOW + Math.min(query.length, 32));
  if (!window.trim()) return null;
  if (trigrams.length > 0) {
    let held = 0;
    for (const t of trigrams) if (window.includes(t)) held++;
    if (held < trigrams.length * 0.4) return null;
  }
  return { v: window, n: fieldNorm(text) };
}

/** A pool book as fuse.js's prebuilt index holds it, blank and hopeless fields left out. */
function fuseRecord(row: PoolRow, i: number, query: string, trigrams: readonly string[]): FuseRecord {
  const doc = fuseDocument(row, normalizeText);
  const entry: NonNullable<FuseRecord['$']> = {};
  for (const [k, key] of SEARCH_KEYS.entries()) {
    const value = doc[key];
    if (Array.isArray(value)) {
      const list = value.flatMap((text, position) => {
        const v = fuseValue(text, query, trigrams);
        // Single precision for every author, one or many, as decision 010's in-memory search
        // stored norms (docs/decisions/010-search.md): equal authors keep equal scores.
        return v ? [{ ...v, i: position, n: Math.fround(v.n) }] : [];
      });
      if (list.length > 0) entry[k] = value.length > 1 ? list : { v: list[0]?.v ?? '', n: list[0]?.n ?? 1 };
    } else {
      const v = fuseValue(value, query, trigrams);
      if (v) entry[k] = v;
    }
  }
  return { i, $: entry };
}

/**
 * fuse.js's matches in the pool, in its order; the pool comes in listing order, so equal scores
 * fall in that order on both engines. fuse.js is given the pool as a prebuilt index of the fields that may
 * match, cut to the window it can match in: scanning every field of 200 books whole took most of
 * a search's time.
 */
export function fuseMatches(query: string, pool: readonly PoolRow[]): string[] {
  const trigrams = query.length >= 3 ? trigramsOf(query) : [];
  const records = pool.map((row, i) => fuseRecord(row, i, query, trigrams));
  const fuse = new Fuse(pool, SPEC_FUSE_OPTIONS, Fuse.parseIndex({ keys: FUSE_KEYS, records }));
  return fuse.search(query).map((r) => r.item.id);
}

/**
 * The relevance order of a pool: fuse.js's matches in its order, then the rest of the result set
 * by the database's estimate (the pool is in listing order, so a stable sort keeps it within
 * equal scores). `accepted` are results even outside the set ('vidas sceas' finds 'Vidas Secas').
 */
export function rankPool(pool: readonly PoolRow[], accepted: readonly string[]): string[] {
  const taken = new Set(accepted);
  const rest = pool.filter((r) => r.whole && !taken.has(r.id)).sort((a, b) => b.score - a.score);
  return accepted.concat(rest.map((r) => r.id));
}

/** The pool's books fuse.js accepted that the result set lacks: results too, whatever the sort. */
export function extrasOf(pool: readonly PoolRow[], accepted: readonly string[]): string[] {
  const whole = new Set(pool.filter((r) => r.whole).map((r) => r.id));
  return accepted.filter((id) => !whole.has(id));
}
