import Fuse from 'fuse.js';
import { sql } from 'kysely';
import type { DB, Executor } from '../../db/client.ts';
import type { BookCondition } from '../../db/schema.ts';
import {
  FUSE_WINDOW,
  normalizeQuery,
  normalizeText,
  SEARCH_KEYS,
  SPEC_FUSE_OPTIONS,
  SPEC_WEIGHTS,
} from './normalize.ts';

// In-process search index over every listed book (docs/decisions/010-search.md).
//
// Candidate generation is an n-gram inverted index over the accent- and case-free text of the
// six searchable fields: trigrams for queries of three characters or more (typo tolerant: a typo
// only costs the few trigrams it touches), word-start bigrams for two-letter queries. Postings
// are kept per field with the position of the n-gram, so the first-stage score can follow what
// fuse.js rewards (the key's weight, the field's length norm, a match near the start of the
// field). The best candidates are then re-ranked by fuse.js itself with the spec's options over
// the normalised text: that is the ranking contract, and why accents never matter.
//
// The index catches up with the database before each search (books and profiles changed since a
// watermark, and every few seconds a count of listed books to notice deleted rows), and the page
// a search returns is always re-read from the database, so a sold, hidden or deleted book never
// shows even if the index has not seen the change yet.

const FIELD_COUNT = SEARCH_KEYS.length;
const DESCRIPTION = SEARCH_KEYS.indexOf('description');
/** n-grams are indexed in the first FUSE_WINDOW characters plus the longest trigram pattern. */
const WINDOW = FUSE_WINDOW + 24;
/** Candidates handed to fuse.js for the exact ranking. */
const RERANK = 200;
/** Re-read the last few seconds of changes: a write can commit with a slightly older stamp. */
const SYNC_MARGIN_MS = 5000;
/** How often a search may pay for the count that detects deleted rows. */
const COUNT_CHECK_MS = 30_000;
const MIN_QUERY = 2;
const MAX_QUERY_GRAMS = 64;

const TOTAL_WEIGHT = SEARCH_KEYS.reduce((sum, k) => sum + SPEC_WEIGHTS[k], 0);
/** fuse.js normalises key weights to sum to 1. */
const KEY_WEIGHT = SEARCH_KEYS.map((k) => SPEC_WEIGHTS[k] / TOTAL_WEIGHT);
/**
 * -ln of fuse.js's score for an exact match starting at `start` (start / 100, at least 0.001),
 * 0 where fuse.js would not match at all.
 */
const START_GAIN = Float64Array.from({ length: 256 }, (_, start) =>
  start > FUSE_WINDOW ? 0 : -Math.log(Math.max(0.001, start / 100)),
);

export interface SearchDoc {
  title: string;
  author: string;
  genre: string;
  description: string;
  sellerName: string;
  publisher: string;
}

/** The columns the index reads, shared with the benchmark so both see the same books in the same order. */
export function searchSourceQuery(db: Executor) {
  return db
    .selectFrom('books')
    .innerJoin('profiles', 'profiles.user_id', 'books.user_id')
    .select([
      'books.id',
      'books.user_id',
      'books.title',
      'books.author',
      'books.genre',
      'books.description',
      'books.publisher',
      'profiles.name as seller_name',
      'books.price_cents',
      'books.condition',
      'books.category_id',
      'books.created_at',
      'books.updated_at',
      'books.status',
      'books.availability',
    ]);
}

export type SearchSourceRow = Awaited<
  ReturnType<ReturnType<typeof searchSourceQuery>['executeTakeFirstOrThrow']>
>;

const isListed = (row: { status: string; availability: number }) =>
  row.status === 'available' && row.availability === 1;

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
  return Math.round(1000 / Math.sqrt(Math.max(1, tokens))) / 1000;
}

const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127;

/** Growable posting list: slot numbers with the n-gram's first position in the field. */
class Postings {
  slots = new Int32Array(4);
  starts = new Uint8Array(4);
  length = 0;

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

export interface SearchFilters {
  condition?: BookCondition;
  minCents?: number;
  maxCents?: number;
  /** Normalised genre, compared with books.genre. */
  genre?: string;
  /** Categories whose name or slug is that genre. */
  genreCategoryIds?: ReadonlySet<number>;
}

export type IndexSort = 'newest' | 'price-low' | 'price-high' | 'relevance';

export interface IndexResult {
  /** Book ids of the requested window, in order. */
  ids: string[];
  total: number;
}

export class SearchIndex {
  private ids: string[] = [];
  private alive = new Uint8Array(1024);
  private docs: SearchDoc[] = [];
  private norms: Float32Array[] = SEARCH_KEYS.map(() => new Float32Array(1024));
  private rawTitle: string[] = [];
  private rawAuthor: string[] = [];
  private price = new Int32Array(1024);
  private created = new Float64Array(1024);
  private conditions: BookCondition[] = [];
  private genres: string[] = [];
  private categoryIds: (number | null)[] = [];
  private updatedAt: string[] = [];
  private slotById = new Map<string, number>();
  /** Key: field number + n-gram. */
  private grams = new Map<string, Postings>();
  private liveCount = 0;
  private deadCount = 0;
  /** Slots in each sort order; dead slots are skipped when read and dropped on rebuild. */
  private orderNewest: number[] = [];
  private orderPriceLow: number[] = [];
  private orderPriceHigh: number[] = [];

  // Per-query scratch, sized to the slot count.
  private acc = new Float64Array(1024);
  private lastGram = new Int32Array(1024);
  /** Query n-grams found per slot and field (slot * FIELD_COUNT + field). */
  private hits = new Uint8Array(1024 * FIELD_COUNT);
  private flag = new Uint8Array(1024);

  private built = false;
  private watermark = '';
  private profileWatermark = '';
  private seenProfiles = new Map<string, string>();
  private lastCountCheck = 0;
  private syncing: Promise<void> | null = null;

  constructor(private readonly db: DB) {}

  get size(): number {
    return this.liveCount;
  }

  /** Brings the index up to date with the database; concurrent callers share one sync. */
  async sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = (
        this.built && this.deadCount < Math.max(1000, this.liveCount / 4) ? this.catchUp() : this.rebuild()
      ).finally(() => {
        this.syncing = null;
      });
    }
    return this.syncing;
  }

  private async rebuild(): Promise<void> {
    const db = this.db;
    const marks = await db
      .selectFrom('books')
      .select(sql<string | null>`max(updated_at)`.as('wm'))
      .executeTakeFirstOrThrow();
    const profileMarks = await db
      .selectFrom('profiles')
      .select(sql<string | null>`max(updated_at)`.as('wm'))
      .executeTakeFirstOrThrow();
    const rows = await searchSourceQuery(db)
      .where('books.status', '=', 'available')
      .where('books.availability', '=', 1)
      .orderBy('books.updated_at')
      .orderBy('books.id')
      .execute();
    this.reset(rows.length);
    for (const row of rows) this.add(row);
    this.orderNewest.sort(this.newestFirst);
    this.orderPriceLow.sort(this.cheapestFirst);
    this.orderPriceHigh.sort(this.dearestFirst);
    this.watermark = marks.wm ?? '';
    this.profileWatermark = profileMarks.wm ?? '';
    this.seenProfiles.clear();
    this.lastCountCheck = Date.now();
    this.built = true;
  }

  /** Loads an already fetched list of rows (the benchmark, which reads them once for both sides). */
  loadRows(rows: readonly SearchSourceRow[]): void {
    this.reset(rows.length);
    for (const row of rows) if (isListed(row)) this.add(row);
    this.orderNewest.sort(this.newestFirst);
    this.orderPriceLow.sort(this.cheapestFirst);
    this.orderPriceHigh.sort(this.dearestFirst);
  }

  private async catchUp(): Promise<void> {
    const db = this.db;
    const since = marginBefore(this.watermark);
    const changed = await searchSourceQuery(db)
      .where('books.updated_at', '>=', since)
      .orderBy('books.updated_at')
      .execute();
    for (const row of changed) {
      this.apply(row);
      if (row.updated_at > this.watermark) this.watermark = row.updated_at;
    }

    // The seller's name is a search key: re-read the books of sellers who edited their profile.
    const profiles = await db
      .selectFrom('profiles')
      .select(['user_id', 'updated_at'])
      .where('updated_at', '>=', marginBefore(this.profileWatermark))
      .execute();
    const renamed = profiles.filter((p) => this.seenProfiles.get(p.user_id) !== p.updated_at);
    for (const p of profiles) {
      this.seenProfiles.set(p.user_id, p.updated_at);
      if (p.updated_at > this.profileWatermark) this.profileWatermark = p.updated_at;
    }
    if (renamed.length > 0) {
      const rows = await searchSourceQuery(db)
        .where(
          'books.user_id',
          'in',
          renamed.map((p) => p.user_id),
        )
        .where('books.status', '=', 'available')
        .where('books.availability', '=', 1)
        .execute();
      for (const row of rows) {
        const slot = this.slotById.get(row.id);
        if (slot === undefined || this.docs[slot]?.sellerName !== normalizeText(row.seller_name)) {
          this.remove(row.id);
          this.add(row);
        }
      }
    }
    if (this.seenProfiles.size > 10_000) this.seenProfiles.clear();

    // Deleted rows leave no trace to sync from; a count that disagrees with the index finds them.
    const now = Date.now();
    if (now - this.lastCountCheck >= COUNT_CHECK_MS) {
      this.lastCountCheck = now;
      const { n } = await db
        .selectFrom('books')
        .select(sql<number>`count(*)`.as('n'))
        .where('status', '=', 'available')
        .where('availability', '=', 1)
        .executeTakeFirstOrThrow();
      if (n !== this.liveCount) await this.reconcile();
    }
  }

  /** Drops every indexed book that is no longer listed and adds any listed one it lacks. */
  private async reconcile(): Promise<void> {
    const listed = await this.db
      .selectFrom('books')
      .select('id')
      .where('status', '=', 'available')
      .where('availability', '=', 1)
      .execute();
    const ids = new Set(listed.map((r) => r.id));
    for (const id of [...this.slotById.keys()]) if (!ids.has(id)) this.remove(id);
    const missing = listed.filter((r) => !this.slotById.has(r.id)).map((r) => r.id);
    for (let i = 0; i < missing.length; i += 500) {
      const rows = await searchSourceQuery(this.db)
        .where('books.id', 'in', missing.slice(i, i + 500))
        .execute();
      for (const row of rows) this.apply(row);
    }
  }

  private apply(row: SearchSourceRow): void {
    const slot = this.slotById.get(row.id);
    if (slot !== undefined && this.updatedAt[slot] === row.updated_at && isListed(row)) return;
    this.remove(row.id);
    if (isListed(row)) this.insertOrdered(this.add(row));
  }

  /** Forgets a book at once (the search found it gone from the database). */
  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.slotById.delete(id);
    this.alive[slot] = 0;
    this.liveCount--;
    this.deadCount++;
  }

  private reset(capacity: number): void {
    const cap = Math.max(1024, capacity + 64);
    this.ids = [];
    this.docs = [];
    this.rawTitle = [];
    this.rawAuthor = [];
    this.conditions = [];
    this.genres = [];
    this.categoryIds = [];
    this.updatedAt = [];
    this.slotById = new Map();
    this.grams = new Map();
    this.orderNewest = [];
    this.orderPriceLow = [];
    this.orderPriceHigh = [];
    this.liveCount = 0;
    this.deadCount = 0;
    this.alive = new Uint8Array(cap);
    this.norms = SEARCH_KEYS.map(() => new Float32Array(cap));
    this.price = new Int32Array(cap);
    this.created = new Float64Array(cap);
    this.acc = new Float64Array(cap);
    this.lastGram = new Int32Array(cap).fill(-1);
    this.hits = new Uint8Array(cap * FIELD_COUNT);
    this.flag = new Uint8Array(cap);
  }

  private grow(): void {
    const cap = this.alive.length * 2;
    const growF32 = (a: Float32Array) => {
      const b = new Float32Array(cap);
      b.set(a);
      return b;
    };
    const alive = new Uint8Array(cap);
    alive.set(this.alive);
    this.alive = alive;
    this.norms = this.norms.map(growF32);
    const price = new Int32Array(cap);
    price.set(this.price);
    this.price = price;
    const created = new Float64Array(cap);
    created.set(this.created);
    this.created = created;
    this.acc = new Float64Array(cap);
    this.lastGram = new Int32Array(cap).fill(-1);
    this.hits = new Uint8Array(cap * FIELD_COUNT);
    this.flag = new Uint8Array(cap);
  }

  /** Appends a listed book to a new slot and indexes its n-grams; returns the slot. */
  private add(row: SearchSourceRow): number {
    const slot = this.ids.length;
    if (slot >= this.alive.length) this.grow();
    const doc: SearchDoc = {
      title: normalizeText(row.title),
      author: normalizeText(row.author),
      genre: normalizeText(row.genre ?? ''),
      description: normalizeText(row.description ?? ''),
      sellerName: normalizeText(row.seller_name),
      publisher: normalizeText(row.publisher ?? ''),
    };
    this.ids.push(row.id);
    this.docs.push(doc);
    this.rawTitle.push(row.title);
    this.rawAuthor.push(row.author);
    this.conditions.push(row.condition);
    this.genres.push(doc.genre.trim());
    this.categoryIds.push(row.category_id);
    this.updatedAt.push(row.updated_at);
    this.alive[slot] = 1;
    this.price[slot] = row.price_cents;
    this.created[slot] = Date.parse(row.created_at);
    this.slotById.set(row.id, slot);
    this.liveCount++;
    this.orderNewest.push(slot);
    this.orderPriceLow.push(slot);
    this.orderPriceHigh.push(slot);

    for (let f = 0; f < FIELD_COUNT; f++) {
      const key = SEARCH_KEYS[f];
      const text = key ? doc[key] : '';
      const norms = this.norms[f];
      if (norms) norms[slot] = fieldNorm(text);
      this.indexField(f, text.slice(0, WINDOW), slot);
    }
    return slot;
  }

  private indexField(field: number, text: string, slot: number): void {
    const seen = new Set<string>();
    // Trigrams anywhere in the window, first position only.
    for (let i = 0; i + 3 <= text.length; i++) {
      const key = `${field}${text.slice(i, i + 3)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      this.postings(key).push(slot, i);
    }
    // Bigrams where a word starts, for two-letter queries ('mo' finds 'Moby Dick', 'Morte...').
    if (field === DESCRIPTION) return;
    for (let i = 0; i + 2 <= text.length; i++) {
      if (i > 0 && isWordChar(text.charCodeAt(i - 1))) continue;
      if (!isWordChar(text.charCodeAt(i)) || !isWordChar(text.charCodeAt(i + 1))) continue;
      const key = `${field}^${text.slice(i, i + 2)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      this.postings(key).push(slot, i);
    }
  }

  private postings(key: string): Postings {
    let p = this.grams.get(key);
    if (!p) {
      p = new Postings();
      this.grams.set(key, p);
    }
    return p;
  }

  private readonly newestFirst = (a: number, b: number): number =>
    (this.created[b] ?? 0) - (this.created[a] ?? 0) || compareIds(this.ids[b], this.ids[a]);
  private readonly cheapestFirst = (a: number, b: number): number =>
    (this.price[a] ?? 0) - (this.price[b] ?? 0) || this.newestFirst(a, b);
  private readonly dearestFirst = (a: number, b: number): number =>
    (this.price[b] ?? 0) - (this.price[a] ?? 0) || this.newestFirst(a, b);

  private insertOrdered(slot: number): void {
    // add() appended the slot to every order; move it to its place (a book created or edited now).
    for (const [order, cmp] of [
      [this.orderNewest, this.newestFirst],
      [this.orderPriceLow, this.cheapestFirst],
      [this.orderPriceHigh, this.dearestFirst],
    ] as const) {
      order.pop();
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (cmp(order[mid] ?? 0, slot) <= 0) lo = mid + 1;
        else hi = mid;
      }
      order.splice(lo, 0, slot);
    }
  }

  /**
   * Slots sharing an n-gram with the query (`touched`, first-stage score in `acc`) and those
   * with at least half of the query's n-grams in one field (`matched`).
   */
  private candidates(query: string): { matched: number[]; touched: number[] } {
    const grams: string[] = [];
    if (query.length === 2) grams.push(`^${query}`);
    else {
      const seen = new Set<string>();
      for (let i = 0; i + 3 <= query.length && grams.length < MAX_QUERY_GRAMS; i++) {
        const g = query.slice(i, i + 3);
        if (!seen.has(g)) {
          seen.add(g);
          grams.push(g);
        }
      }
    }
    const { acc, hits, lastGram, alive, norms } = this;
    const touched: number[] = [];
    for (let g = 0; g < grams.length; g++) {
      const gram = grams[g] ?? '';
      // Where in the query this trigram sits: a match of it at `start` means the query begins
      // about `start - offset` into the field.
      const offset = query.length === 2 ? 0 : query.indexOf(gram);
      for (let f = 0; f < FIELD_COUNT; f++) {
        const p = this.grams.get(`${f}${gram}`);
        if (!p) continue;
        const weight = (KEY_WEIGHT[f] ?? 0) / grams.length;
        const norm = norms[f] ?? new Float32Array(0);
        const { slots, starts, length } = p;
        for (let i = 0; i < length; i++) {
          const slot = slots[i] ?? 0;
          if (alive[slot] === 0) continue;
          const start = Math.max(0, (starts[i] ?? 0) - offset);
          if (lastGram[slot] === -1) {
            touched.push(slot);
            lastGram[slot] = 0;
          }
          const h = slot * FIELD_COUNT + f;
          hits[h] = Math.min(255, (hits[h] ?? 0) + 1);
          acc[slot] = (acc[slot] ?? 0) + weight * (norm[slot] ?? 1) * (START_GAIN[start] ?? 0);
        }
      }
    }
    // Half the query's n-grams in one field: a typo costs a few, a stray syllable elsewhere
    // in the book does not add up to a match.
    const need = Math.max(1, Math.ceil(grams.length / 2));
    const matched: number[] = [];
    for (const slot of touched) {
      let best = 0;
      for (let f = 0; f < FIELD_COUNT; f++) {
        const h = slot * FIELD_COUNT + f;
        best = Math.max(best, hits[h] ?? 0);
        hits[h] = 0;
      }
      if (best >= need) matched.push(slot);
      lastGram[slot] = -1;
    }
    return { matched, touched };
  }

  private clearScores(slots: readonly number[]): void {
    for (const slot of slots) this.acc[slot] = 0;
  }

  private passes(slot: number, filters: SearchFilters): boolean {
    if (filters.condition && this.conditions[slot] !== filters.condition) return false;
    const price = this.price[slot] ?? 0;
    if (filters.minCents !== undefined && price < filters.minCents) return false;
    if (filters.maxCents !== undefined && price > filters.maxCents) return false;
    if (filters.genre !== undefined) {
      const category = this.categoryIds[slot];
      const inCategory =
        category !== null && category !== undefined && filters.genreCategoryIds?.has(category);
      if (this.genres[slot] !== filters.genre && !inCategory) return false;
    }
    return true;
  }

  /** Top `n` slots by first-stage score, ties to the earlier slot (fuse.js's tie-break). */
  private topByScore(slots: readonly number[], n: number): number[] {
    const acc = this.acc;
    const better = (a: number, b: number) => (acc[b] ?? 0) - (acc[a] ?? 0) || a - b;
    if (slots.length <= n * 4) return [...slots].sort(better).slice(0, n);
    const top: number[] = [];
    for (const slot of slots) {
      if (top.length === n && better(slot, top[n - 1] ?? 0) >= 0) continue;
      let lo = 0;
      let hi = top.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (better(top[mid] ?? 0, slot) <= 0) lo = mid + 1;
        else hi = mid;
      }
      top.splice(lo, 0, slot);
      if (top.length > n) top.pop();
    }
    return top;
  }

  /**
   * The results of a query: the best candidates re-ranked by fuse.js (those it matches, in its
   * order), then the other books sharing half the query's n-grams. fuse.js also accepts some
   * books with fewer shared n-grams ('alien' finds 'Aliança'); they are results too whatever the
   * sort, so the set and its count never depend on the order. `ordered` of the others come back
   * by first-stage score (the relevance order needs only the head of them).
   */
  private resolve(query: string, filters: SearchFilters, ordered: number) {
    const { matched, touched } = this.candidates(query);
    if (query.length === 2) return this.resolveTwoLetters(query, filters, ordered, matched, touched);
    const pool = this.topByScore(
      touched.filter((slot) => this.passes(slot, filters)),
      RERANK,
    ).sort((a, b) => a - b);
    const fuse = new Fuse(
      pool.map((slot) => this.docs[slot]),
      SPEC_FUSE_OPTIONS,
    );
    const ranked: number[] = [];
    const flag = this.flag;
    for (const r of fuse.search(query)) {
      const slot = pool[r.refIndex];
      if (slot === undefined) continue;
      ranked.push(slot);
      flag[slot] = 1;
    }
    const others = matched.filter((slot) => flag[slot] !== 1 && this.passes(slot, filters));
    const head = ordered > 0 ? this.topByScore(others, ordered) : [];
    for (const slot of ranked) flag[slot] = 0;
    this.clearScores(touched);
    return { ranked, others, head };
  }

  /**
   * Two-letter queries skip fuse.js: with a two-character pattern at threshold 0.4 it accepts
   * only exact occurrences (one error is already 0.5), scored first position / 100 (at least
   * 0.001, 0 when the field is exactly the query), so its score is computed here directly, in
   * logarithms, for every book with a word starting with those letters.
   */
  private resolveTwoLetters(
    query: string,
    filters: SearchFilters,
    ordered: number,
    matched: readonly number[],
    touched: readonly number[],
  ) {
    this.clearScores(touched);
    const results = matched.filter((slot) => this.passes(slot, filters));
    const acc = this.acc;
    for (const slot of results) {
      const doc = this.docs[slot];
      if (!doc) continue;
      let gain = 0;
      for (let f = 0; f < FIELD_COUNT; f++) {
        const key = SEARCH_KEYS[f];
        const text = key ? doc[key] : '';
        const at = text.indexOf(query);
        if (at < 0 || at > FUSE_WINDOW) continue;
        const score = text === query ? Number.EPSILON : Math.max(0.001, at / 100);
        gain -= (KEY_WEIGHT[f] ?? 0) * (this.norms[f]?.[slot] ?? 1) * Math.log(score);
      }
      acc[slot] = gain;
    }
    const ranked = ordered > 0 ? this.topByScore(results, ordered) : [];
    this.clearScores(results);
    const flag = this.flag;
    for (const slot of ranked) flag[slot] = 1;
    const others = results.filter((slot) => flag[slot] !== 1);
    for (const slot of ranked) flag[slot] = 0;
    return { ranked, others, head: [] as number[] };
  }

  /**
   * The ids of one window of results. The caller verifies them against the database and calls
   * `remove` for any that turn out to be gone, then asks again.
   */
  search(
    rawQuery: string,
    opts: { sort: IndexSort; filters: SearchFilters; offset: number; limit: number },
  ): IndexResult {
    const query = normalizeQuery(rawQuery).slice(0, 200);
    if (query.length < MIN_QUERY) return { ids: [], total: 0 };
    const end = opts.offset + opts.limit;
    let window: number[];
    let total: number;
    if (opts.sort === 'relevance') {
      const { ranked, others, head } = this.resolve(query, opts.filters, end);
      window = ranked.concat(head).slice(opts.offset, end);
      total = ranked.length + others.length;
    } else {
      const { ranked, others } = this.resolve(query, opts.filters, 0);
      const all = ranked.concat(others);
      window = this.sortedWindow(all, opts.sort, opts.offset, end);
      total = all.length;
    }
    return { ids: window.map((slot) => this.ids[slot] ?? ''), total };
  }

  private sortedWindow(matched: readonly number[], sort: IndexSort, from: number, to: number): number[] {
    const cmp =
      sort === 'price-low'
        ? this.cheapestFirst
        : sort === 'price-high'
          ? this.dearestFirst
          : this.newestFirst;
    // Few matches: sort them. Many: walk the global order and pick the matching ones.
    if (matched.length < 4096) return [...matched].sort(cmp).slice(from, to);
    const order =
      sort === 'price-low'
        ? this.orderPriceLow
        : sort === 'price-high'
          ? this.orderPriceHigh
          : this.orderNewest;
    const flag = this.flag;
    for (const slot of matched) flag[slot] = 1;
    const out: number[] = [];
    let seen = 0;
    for (let i = 0; i < order.length && out.length < to - from; i++) {
      const slot = order[i] ?? 0;
      if (flag[slot] !== 1 || this.alive[slot] === 0) continue;
      if (seen >= from) out.push(slot);
      seen++;
    }
    for (const slot of matched) flag[slot] = 0;
    return out;
  }

  /** Distinct titles and authors of the best matches, best first (the search box's suggestions). */
  suggest(rawQuery: string, limit: number): { kind: 'title' | 'author'; text: string }[] {
    const query = normalizeQuery(rawQuery).slice(0, 200);
    if (query.length < MIN_QUERY) return [];
    const { touched } = this.candidates(query);
    const top = this.topByScore(touched, RERANK);
    this.clearScores(touched);
    const options = new Map<string, { kind: 'title' | 'author'; text: string; norm: string }>();
    for (const slot of top) {
      const doc = this.docs[slot];
      if (!doc) continue;
      const title = doc.title.trim();
      const author = doc.author.trim();
      if (!options.has(`t${title}`))
        options.set(`t${title}`, { kind: 'title', text: this.rawTitle[slot] ?? '', norm: title });
      if (!options.has(`a${author}`))
        options.set(`a${author}`, { kind: 'author', text: this.rawAuthor[slot] ?? '', norm: author });
    }
    const fuse = new Fuse([...options.values()], {
      keys: ['norm'],
      threshold: SPEC_FUSE_OPTIONS.threshold,
      minMatchCharLength: SPEC_FUSE_OPTIONS.minMatchCharLength,
    });
    return fuse.search(query, { limit }).map((r) => ({ kind: r.item.kind, text: r.item.text }));
  }
}

function compareIds(a: string | undefined, b: string | undefined): number {
  return a === b ? 0 : (a ?? '') < (b ?? '') ? -1 : 1;
}

function marginBefore(watermark: string): string {
  const ms = Date.parse(watermark);
  return Number.isNaN(ms) ? '' : new Date(ms - SYNC_MARGIN_MS).toISOString();
}

const indexes = new WeakMap<DB, SearchIndex>();

/** The search index of one database (tests open many; the server one). */
export function searchIndexFor(db: DB): SearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new SearchIndex(db);
    indexes.set(db, index);
  }
  return index;
}
