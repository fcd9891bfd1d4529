import Fuse from 'fuse.js';
import { sql } from 'kysely';
import { changeStamp, type DB, type Executor } from '../../db/client.ts';
import type { BookCondition } from '../../db/schema.ts';
import { authorEntries } from '../../shared/slug.ts';
import {
  FUSE_WINDOW,
  normalizeQuery,
  normalizeText,
  SEARCH_KEYS,
  type SearchKey,
  SPEC_FUSE_OPTIONS,
  SPEC_WEIGHTS,
} from './normalize.ts';

// In-process search index over every listed book (docs/decisions/010-search.md).
//
// Candidate generation is an n-gram inverted index over the accent- and case-free text of the
// six searchable fields: trigrams for queries of three characters or more (typo tolerant: a typo
// only costs the few trigrams it touches), bigrams for two-letter queries. Postings are kept per
// field with the first position of the n-gram, so the first-stage score can estimate fuse.js's
// (the key's weight, the field's length norm, errors and distance from the start). The best
// candidates are then re-ranked by fuse.js itself with the spec's options over the normalised
// text of the fields that may match: that is the ranking contract, and why accents never
// matter. Two-letter queries need no re-rank: fuse.js accepts only exact occurrences there, and
// the postings give their score exactly.
//
// The index catches up with the database before each search (books and profiles changed since a
// watermark, and every few seconds a count of listed books to notice deleted rows), and the page
// a search returns is always re-read from the database, so a sold, hidden or deleted book never
// shows even if the index has not seen the change yet.

const FIELD_COUNT = SEARCH_KEYS.length;
/** fuse.js's key objects for the spec's keys, in SEARCH_KEYS order (a record's field numbers). */
const FUSE_KEYS = Fuse.createIndex(SPEC_FUSE_OPTIONS.keys, []).toJSON().keys;
/** A record of fuse.js's index (fuse.js does not export the type). */
type FuseRecord = Parameters<typeof Fuse.parseIndex>[0]['records'][number];
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
/** `lengths` of a field with several values (a book's authors): compare the texts instead. */
const SEVERAL_VALUES = 0;
const MAX_QUERY_GRAMS = 64;
/** `scan` modes. */
const SCAN_TOUCH = 0;
const SCAN_SEEN = 1;
const SCAN_NEW = 2;
/**
 * Trigrams of a query that are looked up: the rarest 60% of them, at least 8 and at most 12. The
 * common ones add cost, not precision (recall@10 in the search benchmark did not move).
 */
const SCORED_GRAMS = 12;
const MIN_SCORED_GRAMS = 8;
const SCORED_SHARE = 0.6;
/** Share of the query's n-grams a field needs to count in the first-stage score. */
const SCORE_SHARE = 0.4;

const TOTAL_WEIGHT = SEARCH_KEYS.reduce((sum, k) => sum + SPEC_WEIGHTS[k], 0);
/** fuse.js normalises key weights to sum to 1. */
const KEY_WEIGHT = SEARCH_KEYS.map((k) => SPEC_WEIGHTS[k] / TOTAL_WEIGHT);
/** -ln of a fuse.js field score given in thousandths (fuse.js floors scores at 0.001). */
const NEG_LOG = Float64Array.from({ length: 1001 }, (_, milli) => -Math.log(Math.max(1, milli) / 1000));
/**
 * Fields whose estimated score is above this are left out of the fuse.js re-rank: they share
 * too few of the query's n-grams to be within its threshold (0.4), short of an unusual alignment.
 */
const FUSE_MARGIN = 0.55;
/** fuse.js scores a field equal to the pattern 0, which it raises to Number.EPSILON. */
const EXACT_FIELD_GAIN = -Math.log(Number.EPSILON);

export interface SearchDoc {
  title: string;
  /** The main author; co-authors are further values of the same key. */
  author: string;
  genre: string;
  description: string;
  sellerName: string;
  publisher: string;
  /** Only on books with co-authors (docs/product/authors.md#search). */
  coauthors?: string[];
}

/** The values of one key of a document: one text, or the main author and the co-authors. */
function fieldTexts(doc: SearchDoc, key: SearchKey): readonly string[] {
  return key === 'author' && doc.coauthors ? [doc.author, ...doc.coauthors] : [doc[key]];
}

/**
 * A book's authors for search, main first. Most books have one, stored as exactly ["author"]:
 * a list no longer than that is not worth parsing.
 */
export function searchAuthors(row: { author: string; authors: string }): string[] {
  if (row.authors.length <= row.author.length + 4) return [row.author];
  const list: unknown = JSON.parse(row.authors);
  const names = Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [];
  return [
    row.author,
    ...authorEntries([row.author, ...names.slice(1)])
      .slice(1)
      .map((e) => e.name),
  ];
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
      'books.authors',
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
  // fuse.js's own expression, so the re-rank's records carry exactly the norm it would compute.
  return Math.round((1 / Math.max(1, tokens) ** 0.5) * 1000) / 1000;
}

const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127;

/** Growable posting list: slot numbers with the n-gram's first position in the field. */
class Postings {
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
  /** Per field: its normalised length (capped), so a field equal to the query is found without reading the text. */
  private lengths: Uint16Array[] = SEARCH_KEYS.map(() => new Uint16Array(1024));
  private rawTitle: string[] = [];
  private rawAuthor: string[] = [];
  /** Co-authors as written, by slot, for the few books that have them. */
  private rawCoauthors = new Map<number, string[]>();
  private price = new Int32Array(1024);
  /** The most a description can add to a two-letter query's score (its weight, norm and length). */
  private descriptionCeiling = new Float32Array(1024);
  private created = new Float64Array(1024);
  private conditions: BookCondition[] = [];
  private genres: string[] = [];
  private categoryIds: (number | null)[] = [];
  private updatedAt: string[] = [];
  private slotById = new Map<string, number>();
  /** Key: field number + n-gram. */
  /** Per field: n-gram (bigrams prefixed with '^') to postings. */
  private grams: Map<string, Postings>[] = SEARCH_KEYS.map(() => new Map());
  private liveCount = 0;
  private deadCount = 0;
  /** Slots in each sort order; dead slots are skipped when read and dropped on rebuild. */
  private orderNewest: number[] = [];
  private orderPriceLow: number[] = [];
  private orderPriceHigh: number[] = [];

  // Per-query scratch, sized to the slot count.
  private acc = new Float64Array(1024);
  private seen = new Uint8Array(1024);
  /** Query n-grams found per slot and field (slot * FIELD_COUNT + field). */
  private hits = new Uint8Array(1024 * FIELD_COUNT);
  /** Earliest implied start of the query per slot and field (255: none). */
  private firstAt = new Uint8Array(1024 * FIELD_COUNT).fill(255);
  /** Bit per field: the fields of a touched slot that may be within fuse.js's threshold. */
  private fuseFields = new Uint8Array(1024);
  private flag = new Uint8Array(1024);

  /** fuse.js with the spec's options, given each query's pool. */
  private readonly reranker = new Fuse<number>([], SPEC_FUSE_OPTIONS);
  private built = false;
  /** The database's change stamp when the index last caught up (null: unknown). */
  private stamp: string | null = null;
  private countCheckOwed = false;
  private watermark = '';
  private profileWatermark = '';
  private seenProfiles = new Map<string, string>();
  private lastCountCheck = 0;
  private syncing: Promise<void> | null = null;
  private rebuiltAt: number | null = null;

  constructor(private readonly db: DB) {}

  get size(): number {
    return this.liveCount;
  }

  /** When the index was last built from scratch (ms since the epoch; null: not yet), for /metrics. */
  get lastRebuildAt(): number | null {
    return this.rebuiltAt;
  }

  /** Brings the index up to date with the database; concurrent callers share one sync. */
  async sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = (
        this.built && this.deadCount < Math.max(1000, this.liveCount / 4)
          ? this.catchUpIfChanged()
          : this.rebuild()
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
    this.countCheckOwed = false;
    this.stamp = null;
    this.built = true;
    this.rebuiltAt = Date.now();
  }

  /** Loads an already fetched list of rows (the benchmark, which reads them once for both sides). */
  loadRows(rows: readonly SearchSourceRow[]): void {
    this.reset(rows.length);
    for (const row of rows) if (isListed(row)) this.add(row);
    this.orderNewest.sort(this.newestFirst);
    this.orderPriceLow.sort(this.cheapestFirst);
    this.orderPriceHigh.sort(this.dearestFirst);
  }

  /** Catches up unless nothing at all was written since the last time (one cheap statement). */
  private async catchUpIfChanged(): Promise<void> {
    const stamp = await changeStamp(this.db);
    // A deletion leaves no row to catch up from, only the periodic count finds it; one is owed
    // after any catch-up that did not count.
    const countDue = this.countCheckOwed && Date.now() - this.lastCountCheck >= COUNT_CHECK_MS;
    if (stamp !== null && stamp === this.stamp && !countDue) return;
    await this.catchUp();
    this.stamp = stamp;
  }

  private async catchUp(): Promise<void> {
    const db = this.db;
    const since = marginBefore(this.watermark);
    const changed = await searchSourceQuery(db)
      .where('books.updated_at', '>=', since)
      // The order of a rebuild, so slots (fuse.js's tie-break) stay in listing order.
      .orderBy('books.updated_at')
      .orderBy('books.id')
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
    this.countCheckOwed = now - this.lastCountCheck < COUNT_CHECK_MS;
    if (!this.countCheckOwed) {
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
    this.rawCoauthors = new Map();
    this.conditions = [];
    this.genres = [];
    this.categoryIds = [];
    this.updatedAt = [];
    this.slotById = new Map();
    this.grams = SEARCH_KEYS.map(() => new Map());
    this.orderNewest = [];
    this.orderPriceLow = [];
    this.orderPriceHigh = [];
    this.liveCount = 0;
    this.deadCount = 0;
    this.alive = new Uint8Array(cap);
    this.norms = SEARCH_KEYS.map(() => new Float32Array(cap));
    this.lengths = SEARCH_KEYS.map(() => new Uint16Array(cap));
    this.price = new Int32Array(cap);
    this.descriptionCeiling = new Float32Array(cap);
    this.created = new Float64Array(cap);
    this.acc = new Float64Array(cap);
    this.seen = new Uint8Array(cap);
    this.hits = new Uint8Array(cap * FIELD_COUNT);
    this.firstAt = new Uint8Array(cap * FIELD_COUNT).fill(255);
    this.fuseFields = new Uint8Array(cap);
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
    this.lengths = this.lengths.map((a) => {
      const b = new Uint16Array(cap);
      b.set(a);
      return b;
    });
    const price = new Int32Array(cap);
    price.set(this.price);
    this.price = price;
    this.descriptionCeiling = growF32(this.descriptionCeiling);
    const created = new Float64Array(cap);
    created.set(this.created);
    this.created = created;
    this.acc = new Float64Array(cap);
    this.seen = new Uint8Array(cap);
    this.hits = new Uint8Array(cap * FIELD_COUNT);
    this.firstAt = new Uint8Array(cap * FIELD_COUNT).fill(255);
    this.fuseFields = new Uint8Array(cap);
    this.flag = new Uint8Array(cap);
  }

  /** Appends a listed book to a new slot and indexes its n-grams; returns the slot. */
  private add(row: SearchSourceRow): number {
    const slot = this.ids.length;
    if (slot >= this.alive.length) this.grow();
    const coauthors = searchAuthors(row).slice(1);
    const doc: SearchDoc = {
      title: normalizeText(row.title),
      author: normalizeText(row.author),
      genre: normalizeText(row.genre ?? ''),
      description: normalizeText(row.description ?? ''),
      sellerName: normalizeText(row.seller_name),
      publisher: normalizeText(row.publisher ?? ''),
    };
    if (coauthors.length > 0) {
      doc.coauthors = coauthors.map(normalizeText);
      this.rawCoauthors.set(slot, coauthors);
    }
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
      const texts = key ? fieldTexts(doc, key) : [''];
      // Several values: the first-stage estimate takes the best norm, and the equality test
      // compares the texts (SEVERAL_VALUES) since no one length stands for them.
      const norms = this.norms[f];
      if (norms) norms[slot] = Math.max(...texts.map(fieldNorm));
      const lengths = this.lengths[f];
      if (lengths)
        lengths[slot] = texts.length > 1 ? SEVERAL_VALUES : Math.min(0xffff, texts[0]?.length ?? 0);
      for (const text of texts) this.indexField(f, text.slice(0, WINDOW), slot);
    }
    this.descriptionCeiling[slot] =
      (KEY_WEIGHT[DESCRIPTION] ?? 0) *
      (this.norms[DESCRIPTION]?.[slot] ?? 1) *
      (doc.description.length <= 2 ? EXACT_FIELD_GAIN : (NEG_LOG[0] ?? 0));
    return slot;
  }

  private indexField(field: number, text: string, slot: number): void {
    const grams = this.grams[field];
    if (!grams) return;
    // Trigrams anywhere in the window, first position only (a later repeat finds this slot
    // already last in the list).
    for (let i = 0; i + 3 <= text.length; i++) postingsOf(grams, text.slice(i, i + 3)).pushOnce(slot, i);
    // Every bigram fuse.js can score, first position only, for two-letter queries, which it
    // matches exactly anywhere in a word ('mo' finds 'Moby Dick' and 'Amor'). Descriptions are
    // left out, as they would double the index; resolveTwoLetters adds their part where it counts.
    if (field === DESCRIPTION) return;
    for (let i = 0; i + 2 <= text.length && i <= FUSE_WINDOW; i++) {
      if (!isWordChar(text.charCodeAt(i)) || !isWordChar(text.charCodeAt(i + 1))) continue;
      postingsOf(grams, `^${text.slice(i, i + 2)}`).pushOnce(slot, i);
    }
  }

  /** Adds a live slot to the query's touched list once; false for a dead one. */
  private touch(slot: number, touched: number[], mark = 1): boolean {
    if (this.alive[slot] === 0) return false;
    if (this.seen[slot] === 0) {
      touched.push(slot);
      this.seen[slot] = mark;
    }
    return true;
  }

  /** Books holding a trigram in any field (an upper bound: a book can hold it in several). */
  private frequency(gram: string): number {
    let n = 0;
    for (const field of this.grams) n += field.get(gram)?.length ?? 0;
    return n;
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
   * Slots sharing an n-gram with the query (`touched`) and those with at least half of the
   * query's n-grams in one field (`matched`). For every touched slot `acc` gets the first-stage
   * score and `fuseFields` the fields worth handing to fuse.js.
   *
   * The score estimates fuse.js's per field: errors / length + start / 100, the errors guessed
   * as half the query n-grams the field lacks (an edit usually breaks two or three trigrams), the
   * start from the earliest n-gram, and a field counts only when it holds a fair share of the
   * query's n-grams and that estimate is within the threshold, as fuse.js counts only matching
   * keys. Stray trigrams elsewhere in a book thus add nothing, two copies of a book score exactly
   * alike, and the pool handed to fuse.js holds whole groups of ties in slot order, the order
   * fuse.js breaks ties in (most of its top ten in this catalogue are such ties).
   */
  private candidates(query: string, filters?: SearchFilters): { matched: number[]; touched: number[] } {
    if (query.length === 2) return this.bigramCandidates(query);
    const all = [...new Set(Array.from({ length: query.length - 2 }, (_, i) => query.slice(i, i + 3)))].slice(
      0,
      MAX_QUERY_GRAMS,
    );
    // A query is looked up by its rarest trigrams only: the common ones (' o ', 'de ', 'uma')
    // each touch most of the catalogue, cost most of the time and tell the books apart least.
    const keep = Math.min(SCORED_GRAMS, Math.max(MIN_SCORED_GRAMS, Math.ceil(all.length * SCORED_SHARE)));
    const frequency = new Map(all.map((g) => [g, this.frequency(g)]));
    const grams = all.sort((a, b) => (frequency.get(a) ?? 0) - (frequency.get(b) ?? 0)).slice(0, keep);
    const counts = Math.max(1, Math.ceil(grams.length * SCORE_SHARE));
    // Prefix filter: a field holding `counts` of the k trigrams holds one of any k - counts + 1 of
    // them, so every book that can score, or be matched (half the trigrams), is in the postings
    // of the rarest k - counts + 1. The commoner ones only complete the counts of those books.
    const rare = grams.length - counts + 1;
    const touched: number[] = [];
    for (let g = 0; g < grams.length; g++)
      this.scan(query, grams[g] ?? '', g < rare ? SCAN_TOUCH : SCAN_SEEN, touched);
    const matched: number[] = [];
    const scoring = this.score(query, grams.length, touched, 0, matched, filters);
    // The books the commoner trigrams alone reach score 0; they only fill a re-rank pool that
    // the scoring ones leave short, as the ones after them would (fuse.js accepts a few).
    if (scoring < RERANK && rare < grams.length) {
      const from = touched.length;
      for (let g = rare; g < grams.length; g++) this.scan(query, grams[g] ?? '', SCAN_NEW, touched);
      this.score(query, grams.length, touched, from, matched, filters);
    }
    const seen = this.seen;
    for (const slot of touched) seen[slot] = 0;
    return { matched, touched };
  }

  /**
   * Counts one trigram's postings into `hits` and `firstAt`: touching new books (SCAN_TOUCH),
   * only books already touched by the rarer ones (SCAN_SEEN), or only books they did not touch
   * (SCAN_NEW, marked 2).
   */
  private scan(query: string, gram: string, mode: number, touched: number[]): void {
    const { hits, firstAt, seen } = this;
    // Where in the query this trigram sits: a match of it at `start` means the query begins
    // about `start - offset` into the field.
    const offset = query.indexOf(gram);
    for (let f = 0; f < FIELD_COUNT; f++) {
      const p = this.grams[f]?.get(gram);
      if (!p) continue;
      const { slots, starts, length } = p;
      for (let i = 0; i < length; i++) {
        const slot = slots[i] ?? 0;
        const mark = seen[slot] ?? 0;
        if (mode === SCAN_SEEN) {
          if (mark !== 1) continue;
        } else if (mode === SCAN_NEW && mark === 1) continue;
        else if (mark === 0 && !this.touch(slot, touched, mode === SCAN_NEW ? 2 : 1)) continue;
        const h = slot * FIELD_COUNT + f;
        hits[h] = Math.min(255, (hits[h] ?? 0) + 1);
        const start = Math.max(0, (starts[i] ?? 0) - offset);
        if (start < (firstAt[h] ?? 255)) firstAt[h] = start;
      }
    }
  }

  /**
   * First-stage scores of `touched` from `from` on (see `candidates`); adds the books holding
   * half the query's trigrams in one field to `matched` and returns how many scoring books pass
   * the filters.
   */
  private score(
    query: string,
    gramCount: number,
    touched: readonly number[],
    from: number,
    matched: number[],
    filters: SearchFilters | undefined,
  ): number {
    const { acc, hits, firstAt, norms, docs, fuseFields } = this;
    // Half the query's n-grams in one field: a typo costs a few, a stray syllable elsewhere
    // in the book does not add up to a match.
    const need = Math.max(1, Math.ceil(gramCount / 2));
    const counts = Math.max(1, Math.ceil(gramCount * SCORE_SHARE));
    // Each missing n-gram of those looked up stands for as many of the whole query's.
    const missCost = Math.max(1, query.length - 2) / gramCount / (2 * query.length);
    let scoring = 0;
    for (let t = from; t < touched.length; t++) {
      const slot = touched[t] ?? 0;
      let best = 0;
      let gain = 0;
      let fields = 0;
      for (let f = 0; f < FIELD_COUNT; f++) {
        const h = slot * FIELD_COUNT + f;
        const n = hits[h] ?? 0;
        if (n === 0) continue;
        if (n > best) best = n;
        const estimate = (gramCount - n) * missCost + (firstAt[h] ?? 255) / 100;
        if (estimate <= FUSE_MARGIN) fields |= 1 << f;
        // Only a field holding a fair share of the query's n-grams counts: fewer rarely make a
        // fuse.js match, and counting them would break the ties fuse.js breaks by position.
        if (n >= counts && estimate <= SPEC_FUSE_OPTIONS.threshold) {
          // A field equal to the query is fuse.js's score 0, far ahead of any other.
          const length = this.lengths[f]?.[slot];
          const negLog =
            estimate === 0 &&
            (length === query.length || length === SEVERAL_VALUES) &&
            docFieldIs(docs[slot], f, query)
              ? EXACT_FIELD_GAIN
              : (NEG_LOG[Math.round(estimate * 1000)] ?? 0);
          gain += (KEY_WEIGHT[f] ?? 0) * (norms[f]?.[slot] ?? 1) * negLog;
        }
        hits[h] = 0;
        firstAt[h] = 255;
      }
      acc[slot] = gain;
      fuseFields[slot] = fields;
      if (best >= need) matched.push(slot);
      if (gain > 0 && (!filters || this.passes(slot, filters))) scoring++;
    }
    return scoring;
  }

  /**
   * Two-letter queries: one bigram, one posting per book and field holding its first occurrence,
   * which is all fuse.js's score depends on; every book touched is matched.
   */
  private bigramCandidates(query: string): { matched: number[]; touched: number[] } {
    const { acc, seen, norms } = this;
    const touched: number[] = [];
    for (let f = 0; f < FIELD_COUNT; f++) {
      const p = this.grams[f]?.get(`^${query}`);
      if (!p) continue;
      const weight = KEY_WEIGHT[f] ?? 0;
      const norm = norms[f] ?? new Float32Array(0);
      const lengths = this.lengths[f] ?? new Uint16Array(0);
      const { slots, starts, length } = p;
      for (let i = 0; i < length; i++) {
        const slot = slots[i] ?? 0;
        if (!this.touch(slot, touched)) continue;
        const start = starts[i] ?? 0;
        // A two-letter field beginning with the query is the query.
        const negLog = start === 0 && lengths[slot] === 2 ? EXACT_FIELD_GAIN : (NEG_LOG[start * 10] ?? 0);
        acc[slot] = (acc[slot] ?? 0) + weight * (norm[slot] ?? 1) * negLog;
      }
    }
    for (const slot of touched) seen[slot] = 0;
    return { matched: touched, touched };
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
    const { matched, touched } = this.candidates(query, filters);
    if (query.length === 2) return this.resolveTwoLetters(query, filters, ordered, matched, touched);
    const pool = this.topByScore(
      touched.filter((slot) => this.passes(slot, filters)),
      RERANK,
    ).sort((a, b) => a - b);
    // The pool's index records are built from the stored text and norms: fuse.js would otherwise
    // re-count every field's words for every query.
    const records = pool.map((slot, i) => this.fuseRecord(slot, i));
    this.reranker.setCollection(pool, Fuse.parseIndex<number>({ keys: FUSE_KEYS, records }));
    const ranked: number[] = [];
    const flag = this.flag;
    for (const r of this.reranker.search(query)) {
      const slot = pool[r.refIndex];
      if (slot === undefined) continue;
      ranked.push(slot);
      flag[slot] = 1;
    }
    const others = matched.filter((slot) => flag[slot] !== 1 && this.passes(slot, filters));
    const head = ordered > 0 ? this.topByScore(others, ordered) : [];
    for (const slot of ranked) flag[slot] = 0;
    this.clearScores(touched);
    return { ranked, others, head, total: ranked.length + others.length };
  }

  /**
   * The book as fuse.js's index holds it for the re-rank: only the fields that may match
   * (`fuseFields`), blank ones left out as fuse.js leaves them.
   */
  private fuseRecord(slot: number, i: number): FuseRecord {
    const doc = this.docs[slot];
    const fields = this.fuseFields[slot] ?? 0;
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
        } else if (texts[0]?.trim()) entry[f] = { v: texts[0], n: this.norms[f]?.[slot] ?? 1 };
      }
    return { i, $: entry };
  }

  /**
   * Two-letter queries skip fuse.js: with a two-character pattern at threshold 0.4 it accepts
   * only exact occurrences (one error is already 0.5), scored first position / 100 (at least
   * 0.001, 0 when the field is exactly the query): the bigram postings hold each field's first
   * occurrence, so the first-stage score of `candidates` is already fuse.js's, in logarithms,
   * but for descriptions. A book whose only occurrence is in its description is not found.
   */
  private resolveTwoLetters(
    query: string,
    filters: SearchFilters,
    ordered: number,
    matched: readonly number[],
    touched: readonly number[],
  ) {
    const results = hasFilters(filters) ? matched.filter((slot) => this.passes(slot, filters)) : matched;
    let ranked: number[] = [];
    if (ordered > 0) {
      // Descriptions have no bigram postings; their part of the score can only lift a book near
      // the cut, so it is added, exactly, for the books it could lift into the window: the new
      // window is the best of the old one and the books lifted.
      const top = this.topByScore(results, ordered);
      const cut = top.at(-1);
      const floor = cut === undefined ? 0 : (this.acc[cut] ?? 0);
      const { acc, descriptionCeiling, flag } = this;
      const weight = KEY_WEIGHT[DESCRIPTION] ?? 0;
      const norm = this.norms[DESCRIPTION] ?? new Float32Array(0);
      for (const slot of top) flag[slot] = 1;
      const contenders = [...top];
      for (const slot of results) {
        if ((acc[slot] ?? 0) + (descriptionCeiling[slot] ?? 0) < floor) continue;
        const text = this.docs[slot]?.description ?? '';
        const at = text.indexOf(query);
        if (at < 0 || at > FUSE_WINDOW) continue;
        acc[slot] =
          (acc[slot] ?? 0) +
          weight * (norm[slot] ?? 1) * (text === query ? EXACT_FIELD_GAIN : (NEG_LOG[at * 10] ?? 0));
        if (flag[slot] !== 1) contenders.push(slot);
      }
      for (const slot of top) flag[slot] = 0;
      ranked = this.topByScore(contenders, ordered);
    }
    this.clearScores(touched);
    // Every result is in the count; the others are listed only for the sorts that need them all.
    return { ranked, others: ordered > 0 ? [] : results, head: [] as number[], total: results.length };
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
      const resolved = this.resolve(query, opts.filters, end);
      window = resolved.ranked.concat(resolved.head).slice(opts.offset, end);
      total = resolved.total;
    } else {
      const { ranked, others } = this.resolve(query, opts.filters, 0);
      const all = ranked.length > 0 ? ranked.concat(others) : others;
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
      if (!options.has(`t${title}`))
        options.set(`t${title}`, { kind: 'title', text: this.rawTitle[slot] ?? '', norm: title });
      const raw = [this.rawAuthor[slot] ?? '', ...(this.rawCoauthors.get(slot) ?? [])];
      fieldTexts(doc, 'author').forEach((text, k) => {
        const author = text.trim();
        if (!options.has(`a${author}`))
          options.set(`a${author}`, { kind: 'author', text: raw[k] ?? '', norm: author });
      });
    }
    const fuse = new Fuse([...options.values()], {
      keys: ['norm'],
      threshold: SPEC_FUSE_OPTIONS.threshold,
      minMatchCharLength: SPEC_FUSE_OPTIONS.minMatchCharLength,
    });
    return fuse.search(query, { limit }).map((r) => ({ kind: r.item.kind, text: r.item.text }));
  }
}

function hasFilters(filters: SearchFilters): boolean {
  return (
    filters.condition !== undefined ||
    filters.minCents !== undefined ||
    filters.maxCents !== undefined ||
    filters.genre !== undefined
  );
}

function postingsOf(grams: Map<string, Postings>, gram: string): Postings {
  let p = grams.get(gram);
  if (!p) {
    p = new Postings();
    grams.set(gram, p);
  }
  return p;
}

function docFieldIs(doc: SearchDoc | undefined, field: number, text: string): boolean {
  const key = SEARCH_KEYS[field];
  return doc !== undefined && key !== undefined && fieldTexts(doc, key).includes(text);
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
