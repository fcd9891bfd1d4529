import Fuse from 'fuse.js';
import { SEARCH_KEYS, SPEC_FUSE_OPTIONS, SPEC_WEIGHTS } from './normalize.ts';
import { type Columns, FIELD_COUNT, fieldTexts, type SearchDoc } from './slots.ts';
import { upperBound } from './sorted.ts';

// fuse.js-compatible scoring: the pieces of fuse.js's score the first stage estimates (key
// weights, field-length norms, -ln of field scores), and the re-rank by fuse.js itself over a
// prebuilt index of the stored text and norms.

/** fuse.js's key objects for the keys of docs/product/search.md#ranking, in SEARCH_KEYS order. */
const FUSE_KEYS = Fuse.createIndex(SPEC_FUSE_OPTIONS.keys, []).toJSON().keys;
/** A record of fuse.js's index (fuse.js does not export the type). */
type FuseRecord = Parameters<typeof Fuse.parseIndex>[0]['records'][number];
export const DESCRIPTION = SEARCH_KEYS.indexOf('description');
/** Candidates handed to fuse.js for the exact ranking. */
export const RERANK = 200;
/** `lengths` of a field with several values (a book's authors): compare the texts instead. */
export const SEVERAL_VALUES = 0;

const TOTAL_WEIGHT = SEARCH_KEYS.reduce((sum, k) => sum + SPEC_WEIGHTS[k], 0);
/** fuse.js normalises key weights to sum to 1. */
export const KEY_WEIGHT = SEARCH_KEYS.map((k) => SPEC_WEIGHTS[k] / TOTAL_WEIGHT);
/** -ln of a fuse.js field score given in thousandths (fuse.js floors scores at 0.001). */
export const NEG_LOG = Float64Array.from(
  { length: 1001 },
  (_, milli) => -Math.log(Math.max(1, milli) / 1000),
);
/** fuse.js scores a field equal to the pattern 0, which it raises to Number.EPSILON. */
export const EXACT_FIELD_GAIN = -Math.log(Number.EPSILON);

/** fuse.js's field-length norm: 1 / sqrt(number of whitespace-separated tokens), 3 decimals. */
function fieldNorm(text: string): number {
  let tokens = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 9 && c <= 13) || c === 32 || c === 160) inWord = false;
    else if (!inWord) {
      tokens++;
      inWord = true;
    }
  }
  // fuse.js's own expression, so the re-rank's records carry exactly the norm it would compute.
  return Math.round((1 / Math.max(1, tokens) ** 0.5) * 1000) / 1000;
}

/** Stores a new slot's norms, lengths and description ceiling, which the scoring reads. */
export function storeFieldScores(c: Columns, slot: number, doc: SearchDoc): void {
  for (let f = 0; f < FIELD_COUNT; f++) {
    const key = SEARCH_KEYS[f];
    const texts = key ? fieldTexts(doc, key) : [''];
    // Several values: the first-stage estimate takes the best norm, and the equality test
    // compares the texts (SEVERAL_VALUES) since no one length stands for them.
    const norms = c.norms[f];
    if (norms) norms[slot] = Math.max(...texts.map(fieldNorm));
    const lengths = c.lengths[f];
    if (lengths) lengths[slot] = texts.length > 1 ? SEVERAL_VALUES : Math.min(0xffff, texts[0]?.length ?? 0);
  }
  c.descriptionCeiling[slot] =
    (KEY_WEIGHT[DESCRIPTION] ?? 0) *
    (c.norms[DESCRIPTION]?.[slot] ?? 1) *
    (doc.description.length <= 2 ? EXACT_FIELD_GAIN : (NEG_LOG[0] ?? 0));
}

/** Top `n` slots by first-stage score, ties to the earlier slot (fuse.js's tie-break). */
export function topByScore(acc: Float64Array, slots: readonly number[], n: number): number[] {
  const better = (a: number, b: number) => (acc[b] ?? 0) - (acc[a] ?? 0) || a - b;
  if (slots.length <= n * 4) return [...slots].sort(better).slice(0, n);
  const top: number[] = [];
  for (const slot of slots) {
    if (top.length === n && better(slot, top[n - 1] ?? 0) >= 0) continue;
    top.splice(upperBound(top, slot, better), 0, slot);
    if (top.length > n) top.pop();
  }
  return top;
}

/**
 * The book as fuse.js's index holds it for the re-rank: only the fields that may match
 * (`fuseFields`), blank ones left out as fuse.js leaves them.
 */
function fuseRecord(c: Columns, slot: number, i: number): FuseRecord {
  const doc = c.docs[slot];
  const fields = c.fuseFields[slot] ?? 0;
  const entry: NonNullable<FuseRecord['$']> = {};
  if (doc)
    for (let f = 0; f < FIELD_COUNT; f++) {
      const key = SEARCH_KEYS[f];
      if (!key || !(fields & (1 << f))) continue;
      const texts = fieldTexts(doc, key);
      if (texts.length > 1) {
        // A list, as fuse.js stores an array value: each text with its own norm, rounded as the
        // stored norms are (Float32Array), or equal scores would differ in the last digits.
        entry[f] = texts.flatMap((v, k) =>
          v.trim() !== '' ? [{ v, i: k, n: Math.fround(fieldNorm(v)) }] : [],
        );
      } else if (texts[0]?.trim()) entry[f] = { v: texts[0], n: c.norms[f]?.[slot] ?? 1 };
    }
  return { i, $: entry };
}

/** fuse.js with the options of docs/product/search.md#ranking, given each query's pool. */
export class Reranker {
  private readonly fuse = new Fuse<number>([], SPEC_FUSE_OPTIONS);

  /** The slots of `pool` (in slot order) that fuse.js matches, in its order, each flagged in `flag`. */
  rank(c: Columns, query: string, pool: number[]): number[] {
    // The pool's index records are built from the stored text and norms: fuse.js would otherwise
    // re-count every field's words for every query.
    const records = pool.map((slot, i) => fuseRecord(c, slot, i));
    this.fuse.setCollection(pool, Fuse.parseIndex<number>({ keys: FUSE_KEYS, records }));
    const ranked: number[] = [];
    const flag = c.flag;
    for (const r of this.fuse.search(query)) {
      const slot = pool[r.refIndex];
      if (slot === undefined) continue;
      ranked.push(slot);
      flag[slot] = 1;
    }
    return ranked;
  }
}
