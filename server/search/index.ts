import type { DB } from '../../db/client.ts';
import { isListed } from '../repositories/listed.ts';
import { passes, type SearchFilters } from './filters.ts';
import { normalizeQuery, normalizeText } from './normalize.ts';
import { type IndexSort, SortOrders } from './orders.ts';
import { PostingIndex } from './postings.ts';
import { RERANK, Reranker, storeFieldScores, topByScore } from './ranking.ts';
import { clearScores, SlotStore } from './slots.ts';
import type { SearchSourceRow } from './source.ts';
import { rankSuggestions, type SuggestionSource } from './suggestions.ts';
import { IndexSync } from './sync.ts';
import { trigramCandidates } from './trigrams.ts';
import { bigramCandidates, resolveTwoLetters } from './two-letter.ts';

export type { SearchFilters } from './filters.ts';
export type { IndexSort } from './orders.ts';
export type { SearchDoc } from './slots.ts';
export { fuseDocument, type SearchSourceRow, searchAuthors, searchSourceQuery } from './source.ts';

// In-process search index over every listed book (docs/decisions/010-search.md).
//
// Candidate generation is an n-gram inverted index over the accent- and case-free text of the
// six searchable fields (postings.ts): trigrams for queries of three characters or more (typo
// tolerant: a typo only costs the few trigrams it touches; trigrams.ts), bigrams for two-letter
// queries (two-letter.ts). Postings are kept per field with the first position of the n-gram, so
// the first-stage score can estimate fuse.js's (the key's weight, the field's length norm, errors
// and distance from the start). The best candidates are then re-ranked by fuse.js itself with the
// options of docs/product/search.md#ranking over the normalised text of the fields that may match
// (ranking.ts): that is the ranking contract, and why accents never matter. Two-letter queries need no re-rank: fuse.js
// accepts only exact occurrences there, and the postings give their score exactly.
//
// The index catches up with the database before each search (sync.ts), and the page a search
// returns is always re-read from the database, so a sold, hidden or deleted book never shows even
// if the index has not seen the change yet. Everything known about a book lives in slot columns
// (slots.ts); this class wires the parts together.

const MIN_QUERY = 2;

export interface IndexResult {
  /** Book ids of the requested window, in order. */
  ids: string[];
  total: number;
}

export class SearchIndex {
  private readonly slots = new SlotStore();
  private readonly postings = new PostingIndex();
  private readonly orders = new SortOrders(this.slots);
  private readonly reranker = new Reranker();
  private readonly follower: IndexSync;

  constructor(db: DB) {
    const slots = this.slots;
    this.follower = new IndexSync(db, {
      get size() {
        return slots.liveCount;
      },
      get deadCount() {
        return slots.deadCount;
      },
      load: (rows) => this.loadRows(rows),
      apply: (row) => this.apply(row),
      refreshSeller: (row) => this.refreshSeller(row),
      remove: (id) => this.remove(id),
      indexedIds: () => slots.columns.slotById.keys(),
      has: (id) => slots.columns.slotById.has(id),
    });
  }

  get size(): number {
    return this.slots.liveCount;
  }

  /** When the index was last built from scratch (ms since the epoch; null: not yet), for /metrics. */
  get lastRebuildAt(): number | null {
    return this.follower.lastRebuildAt;
  }

  /** Brings the index up to date with the database; concurrent callers share one sync. */
  sync(): Promise<void> {
    return this.follower.sync();
  }

  /** Loads an already fetched list of rows (the benchmark, which reads them once for both sides). */
  loadRows(rows: readonly SearchSourceRow[]): void {
    this.slots.reset(rows.length);
    this.postings.reset();
    this.orders.reset();
    for (const row of rows) if (isListed(row)) this.add(row);
    this.orders.sortAll();
  }

  /** Forgets a book at once (the search found it gone from the database). */
  remove(id: string): void {
    this.slots.remove(id);
  }

  /** Appends a listed book to a new slot and indexes its n-grams; returns the slot. */
  private add(row: SearchSourceRow): number {
    const slot = this.slots.append(row);
    const c = this.slots.columns;
    const doc = c.docs[slot];
    if (doc) {
      storeFieldScores(c, slot, doc);
      this.postings.addDoc(doc, slot);
    }
    this.orders.append(slot);
    return slot;
  }

  private apply(row: SearchSourceRow): void {
    const c = this.slots.columns;
    const slot = c.slotById.get(row.id);
    if (slot !== undefined && c.updatedAt[slot] === row.updated_at && isListed(row)) return;
    this.remove(row.id);
    if (isListed(row)) this.orders.moveLast(this.add(row));
  }

  private refreshSeller(row: SearchSourceRow): void {
    const c = this.slots.columns;
    const slot = c.slotById.get(row.id);
    if (slot === undefined || c.docs[slot]?.sellerName !== normalizeText(row.seller_name)) {
      this.remove(row.id);
      this.add(row);
    }
  }

  private candidates(query: string, filters?: SearchFilters): { matched: number[]; touched: number[] } {
    const c = this.slots.columns;
    return query.length === 2
      ? bigramCandidates(c, this.postings, query)
      : trigramCandidates(c, this.postings, query, filters);
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
    const c = this.slots.columns;
    if (query.length === 2) return resolveTwoLetters(c, query, filters, ordered, matched, touched);
    const pool = topByScore(
      c.acc,
      touched.filter((slot) => passes(c, slot, filters)),
      RERANK,
    ).sort((a, b) => a - b);
    const ranked = this.reranker.rank(c, query, pool);
    const flag = c.flag;
    const others = matched.filter((slot) => flag[slot] !== 1 && passes(c, slot, filters));
    const head = ordered > 0 ? topByScore(c.acc, others, ordered) : [];
    for (const slot of ranked) flag[slot] = 0;
    clearScores(c, touched);
    return { ranked, others, head, total: ranked.length + others.length };
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
      window = this.orders.window(all, opts.sort, opts.offset, end);
      total = all.length;
    }
    const ids = this.slots.columns.ids;
    return { ids: window.map((slot) => ids[slot] ?? ''), total };
  }

  /** Distinct titles and authors of the best matches, best first (the search box's suggestions). */
  suggest(rawQuery: string, limit: number): { kind: 'title' | 'author'; text: string }[] {
    const query = normalizeQuery(rawQuery).slice(0, 200);
    if (query.length < MIN_QUERY) return [];
    const { touched } = this.candidates(query);
    const c = this.slots.columns;
    const top = topByScore(c.acc, touched, RERANK);
    clearScores(c, touched);
    const sources: SuggestionSource[] = [];
    for (const slot of top) {
      sources.push({ kind: 'title', text: c.rawTitle[slot] ?? '' });
      for (const author of [c.rawAuthor[slot] ?? '', ...(c.rawCoauthors.get(slot) ?? [])])
        sources.push({ kind: 'author', text: author });
    }
    return rankSuggestions(query, sources, limit);
  }
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
