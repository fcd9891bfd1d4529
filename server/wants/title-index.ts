import type { Executor } from '../../db/client.ts';
import { normalizeQuery } from '../search/index.ts';

// Which saved searches a book may match (docs/decisions/031-wants-matching.md#prefilter): a
// trigram index over the wants' folded queries, so fuse.js confirms a few candidates per book
// instead of running 10 000 queries. It is a cache of the wants table, never the truth: the
// matcher reads the candidates back from the database, and the index follows new wants by id and
// is rebuilt when the count says some were removed.

/**
 * Share of a query's trigrams a book must hold to be worth fuse.js's look: search's own first
 * stage counts a field from 40% (server/search/trigrams.ts, SCORE_SHARE).
 */
const SHARE = 0.4;
/** Characters of each field read: fuse.js counts a match only if it starts within its first 40. */
const FIELD_WINDOW = 104;

export function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
  return grams;
}

export class WantIndex {
  private postings = new Map<string, number[]>();
  /** Trigrams a want needs, by want id. */
  private needed = new Map<number, number>();
  /** Queries too short for trigrams (two letters): always candidates. */
  private short = new Set<number>();
  private lastId = 0;

  get size(): number {
    return this.needed.size + this.short.size;
  }

  private add(id: number, query: string) {
    this.lastId = Math.max(this.lastId, id);
    const grams = trigramsOf(normalizeQuery(query));
    if (grams.size === 0) {
      this.short.add(id);
      return;
    }
    this.needed.set(id, Math.max(1, Math.ceil(grams.size * SHARE)));
    for (const g of grams) {
      const list = this.postings.get(g);
      if (list) list.push(id);
      else this.postings.set(g, [id]);
    }
  }

  /** Brings the index up to the table: new wants added, a full rebuild when any was removed. */
  async refresh(db: Executor): Promise<void> {
    const fresh = await searchWants(db, this.lastId);
    for (const w of fresh) this.add(w.id, w.query ?? '');
    const count = await db
      .selectFrom('wants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'search')
      .executeTakeFirstOrThrow();
    if (Number(count.n) === this.size) return;
    this.postings = new Map();
    this.needed = new Map();
    this.short = new Set();
    this.lastId = 0;
    for (const w of await searchWants(db, 0)) this.add(w.id, w.query ?? '');
  }

  /** Ids of the saved searches a book's folded fields may match. */
  candidates(fields: readonly string[]): number[] {
    const grams = new Set<string>();
    for (const field of fields) for (const g of trigramsOf(field.slice(0, FIELD_WINDOW))) grams.add(g);
    const counts = new Map<number, number>();
    for (const g of grams)
      for (const id of this.postings.get(g) ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
    const ids = [...this.short];
    for (const [id, n] of counts) if (n >= (this.needed.get(id) ?? Number.POSITIVE_INFINITY)) ids.push(id);
    return ids;
  }
}

function searchWants(db: Executor, afterId: number) {
  return db
    .selectFrom('wants')
    .select(['id', 'query'])
    .where('kind', '=', 'search')
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}
