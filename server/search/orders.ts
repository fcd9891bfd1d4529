import type { SlotStore } from './slots.ts';
import { upperBound } from './sorted.ts';

// The three non-relevance sort orders, kept over every slot so a query with many matches walks
// them instead of sorting its matches. Dead slots are skipped when read and dropped on rebuild.

export type IndexSort = 'newest' | 'price-low' | 'price-high' | 'relevance';

/** Matches below this are sorted; above, the kept order is walked. */
const SORT_MATCHES_BELOW = 4096;

function compareIds(a: string | undefined, b: string | undefined): number {
  return a === b ? 0 : (a ?? '') < (b ?? '') ? -1 : 1;
}

export class SortOrders {
  private newest: number[] = [];
  private priceLow: number[] = [];
  private priceHigh: number[] = [];

  constructor(private readonly store: SlotStore) {}

  private readonly newestFirst = (a: number, b: number): number => {
    const { created, ids } = this.store.columns;
    return (created[b] ?? 0) - (created[a] ?? 0) || compareIds(ids[b], ids[a]);
  };
  private readonly cheapestFirst = (a: number, b: number): number => {
    const price = this.store.columns.price;
    return (price[a] ?? 0) - (price[b] ?? 0) || this.newestFirst(a, b);
  };
  private readonly dearestFirst = (a: number, b: number): number => {
    const price = this.store.columns.price;
    return (price[b] ?? 0) - (price[a] ?? 0) || this.newestFirst(a, b);
  };

  reset(): void {
    this.newest = [];
    this.priceLow = [];
    this.priceHigh = [];
  }

  /** Appends a slot to every order (then `sortAll`, or `moveLast` to place it). */
  append(slot: number): void {
    this.newest.push(slot);
    this.priceLow.push(slot);
    this.priceHigh.push(slot);
  }

  sortAll(): void {
    this.newest.sort(this.newestFirst);
    this.priceLow.sort(this.cheapestFirst);
    this.priceHigh.sort(this.dearestFirst);
  }

  /** Moves the slot just appended to its place in every order (a book created or edited now). */
  moveLast(slot: number): void {
    for (const [order, cmp] of [
      [this.newest, this.newestFirst],
      [this.priceLow, this.cheapestFirst],
      [this.priceHigh, this.dearestFirst],
    ] as const) {
      order.pop();
      order.splice(upperBound(order, slot, cmp), 0, slot);
    }
  }

  /** Positions `from` to `to` of `matched` in a sort order. */
  window(matched: readonly number[], sort: IndexSort, from: number, to: number): number[] {
    const cmp =
      sort === 'price-low'
        ? this.cheapestFirst
        : sort === 'price-high'
          ? this.dearestFirst
          : this.newestFirst;
    // Few matches: sort them. Many: walk the global order and pick the matching ones.
    if (matched.length < SORT_MATCHES_BELOW) return [...matched].sort(cmp).slice(from, to);
    const order = sort === 'price-low' ? this.priceLow : sort === 'price-high' ? this.priceHigh : this.newest;
    const { flag, alive } = this.store.columns;
    for (const slot of matched) flag[slot] = 1;
    const out: number[] = [];
    let seen = 0;
    for (let i = 0; i < order.length && out.length < to - from; i++) {
      const slot = order[i] ?? 0;
      if (flag[slot] !== 1 || alive[slot] === 0) continue;
      if (seen >= from) out.push(slot);
      seen++;
    }
    for (const slot of matched) flag[slot] = 0;
    return out;
  }
}
