import { FUSE_WINDOW, SEARCH_KEYS } from './normalize.ts';
import { fieldTexts, type SearchDoc } from './slots.ts';

// The n-gram inverted index: per field, each n-gram's list of slots with the n-gram's first
// position in the field. Trigrams serve queries of three characters or more, bigrams (keyed with
// a leading '^') the two-letter ones.

const DESCRIPTION = SEARCH_KEYS.indexOf('description');
/** n-grams are indexed in the first FUSE_WINDOW characters plus the longest trigram pattern. */
const WINDOW = FUSE_WINDOW + 24;

/** The postings key of a two-letter query. */
export const bigramKey = (query: string): string => `^${query}`;

const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127;

/** Growable posting list: slot numbers with the n-gram's first position in the field. */
export class Postings {
  slots = new Int32Array(4);
  starts = new Uint8Array(4);
  length = 0;

  /**
   * Adds the slot unless it is already the last one (a repeat of the n-gram in the same text, or
   * in another value of the same key, where the earlier start is kept).
   */
  pushOnce(slot: number, start: number): void {
    const last = this.length - 1;
    if (last >= 0 && this.slots[last] === slot) {
      if (start < (this.starts[last] ?? 0)) this.starts[last] = start;
      return;
    }
    this.push(slot, start);
  }

  push(slot: number, start: number): void {
    if (this.length === this.slots.length) {
      const slots = new Int32Array(this.length * 2);
      slots.set(this.slots);
      this.slots = slots;
      const starts = new Uint8Array(this.length * 2);
      starts.set(this.starts);
      this.starts = starts;
    }
    this.slots[this.length] = slot;
    this.starts[this.length] = Math.min(255, start);
    this.length++;
  }
}

function postingsOf(grams: Map<string, Postings>, gram: string): Postings {
  let p = grams.get(gram);
  if (!p) {
    p = new Postings();
    grams.set(gram, p);
  }
  return p;
}

function indexField(grams: Map<string, Postings>, field: number, text: string, slot: number): void {
  // Trigrams anywhere in the window, first position only (a later repeat finds this slot
  // already last in the list).
  for (let i = 0; i + 3 <= text.length; i++) postingsOf(grams, text.slice(i, i + 3)).pushOnce(slot, i);
  // Every bigram fuse.js can score, first position only, for two-letter queries, which it
  // matches exactly anywhere in a word ('mo' finds 'Moby Dick' and 'Amor'). Descriptions are
  // left out, as they would double the index; the two-letter path adds their part where it counts.
  if (field === DESCRIPTION) return;
  for (let i = 0; i + 2 <= text.length && i <= FUSE_WINDOW; i++) {
    if (!isWordChar(text.charCodeAt(i)) || !isWordChar(text.charCodeAt(i + 1))) continue;
    postingsOf(grams, bigramKey(text.slice(i, i + 2))).pushOnce(slot, i);
  }
}

export class PostingIndex {
  /** Per field: n-gram to postings. Replaced on reset: read it at the start of each operation. */
  fields: Map<string, Postings>[] = SEARCH_KEYS.map(() => new Map());

  reset(): void {
    this.fields = SEARCH_KEYS.map(() => new Map());
  }

  /** Indexes the n-grams of every value of every field of a book. */
  addDoc(doc: SearchDoc, slot: number): void {
    for (let f = 0; f < SEARCH_KEYS.length; f++) {
      const key = SEARCH_KEYS[f];
      const grams = this.fields[f];
      if (!key || !grams) continue;
      for (const text of fieldTexts(doc, key)) indexField(grams, f, text.slice(0, WINDOW), slot);
    }
  }

  /** Books holding a trigram in any field (an upper bound: a book can hold it in several). */
  frequency(gram: string): number {
    let n = 0;
    for (const field of this.fields) n += field.get(gram)?.length ?? 0;
    return n;
  }
}
