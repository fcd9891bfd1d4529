import type { BookCondition } from '../../db/schema.ts';
import { normalizeText, SEARCH_KEYS, type SearchKey } from './normalize.ts';
import { type SearchSourceRow, searchAuthors } from './source.ts';

// Slot storage: every indexed book has a slot number, and everything known about it lives in
// columns indexed by that number (typed arrays where the hot loops read them). The columns are
// declared once, in COLUMNS, with how each is allocated and grown.

export const FIELD_COUNT = SEARCH_KEYS.length;
const MIN_CAPACITY = 1024;

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
export function fieldTexts(doc: SearchDoc, key: SearchKey): readonly string[] {
  return key === 'author' && doc.coauthors ? [doc.author, ...doc.coauthors] : [doc[key]];
}

export function docFieldIs(doc: SearchDoc | undefined, field: number, text: string): boolean {
  const key = SEARCH_KEYS[field];
  return doc !== undefined && key !== undefined && fieldTexts(doc, key).includes(text);
}

type NumberArray = Uint8Array | Uint16Array | Int32Array | Float32Array | Float64Array;

/** How one column is made for a capacity, from its current contents when the store grows. */
interface Column<T> {
  allocate(capacity: number, old: T | undefined): T;
}

/** A value per slot, kept when the store grows. */
function kept<A extends NumberArray>(Type: new (length: number) => A): Column<A> {
  return {
    allocate(capacity, old) {
      const a = new Type(capacity);
      if (old) a.set(old);
      return a;
    },
  };
}

/** A value per slot and field (fields[f][slot]), kept when the store grows. */
function keptPerField<A extends NumberArray>(Type: new (length: number) => A): Column<A[]> {
  const column = kept(Type);
  return { allocate: (capacity, old) => SEARCH_KEYS.map((_, f) => column.allocate(capacity, old?.[f])) };
}

/** Per-query scratch (`width` values per slot): allocated afresh, nothing in it outlives a query. */
function scratch<A extends NumberArray>(Type: new (length: number) => A, width = 1, fill = 0): Column<A> {
  return {
    allocate(capacity) {
      const a = new Type(capacity * width);
      if (fill !== 0) a.fill(fill);
      return a;
    },
  };
}

/** Appended to slot by slot (or keyed): grows by itself, so growing the store keeps it as is. */
function growing<T>(make: () => T): Column<T> {
  return { allocate: (_capacity, old) => old ?? make() };
}

const TABLE = {
  ids: growing((): string[] => []),
  slotById: growing(() => new Map<string, number>()),
  docs: growing((): SearchDoc[] => []),
  rawTitle: growing((): string[] => []),
  rawAuthor: growing((): string[] => []),
  /** Co-authors as written, by slot, for the few books that have them. */
  rawCoauthors: growing(() => new Map<number, string[]>()),
  conditions: growing((): BookCondition[] => []),
  /** Normalised genre, trimmed, for the genre filter. */
  genres: growing((): string[] => []),
  categoryIds: growing((): (number | null)[] => []),
  updatedAt: growing((): string[] => []),
  alive: kept(Uint8Array),
  price: kept(Int32Array),
  /** created_at in ms, for the newest-first order. */
  created: kept(Float64Array),
  /** Per field: fuse.js's length norm (the best of a field's values). */
  norms: keptPerField(Float32Array),
  /** Per field: its normalised length (capped), so a field equal to the query is found without reading the text. */
  lengths: keptPerField(Uint16Array),
  /** The most a description can add to a two-letter query's score (its weight, norm and length). */
  descriptionCeiling: kept(Float32Array),
  /** First-stage score. */
  acc: scratch(Float64Array),
  /** The query's touched list holds the slot (1, or 2 when touched by the commoner trigrams only). */
  seen: scratch(Uint8Array),
  /** Query n-grams found per slot and field (slot * FIELD_COUNT + field). */
  hits: scratch(Uint8Array, FIELD_COUNT),
  /** Earliest implied start of the query per slot and field (255: none). */
  firstAt: scratch(Uint8Array, FIELD_COUNT, 255),
  /** Bit per field: the fields of a touched slot that may be within fuse.js's threshold. */
  fuseFields: scratch(Uint8Array),
  flag: scratch(Uint8Array),
};

type ColumnOf<C> = C extends Column<infer T> ? T : never;
export type Columns = { [K in keyof typeof TABLE]: ColumnOf<(typeof TABLE)[K]> };
const COLUMNS: { [K in keyof Columns]: Column<Columns[K]> } = TABLE;
const NAMES = Object.keys(COLUMNS) as (keyof Columns)[];

function allocateColumn<K extends keyof Columns>(
  into: Partial<Columns>,
  name: K,
  capacity: number,
  old: Columns | undefined,
): void {
  into[name] = COLUMNS[name].allocate(capacity, old?.[name]);
}

/** Every column at `capacity`, carrying over what `old` holds. */
function allocateColumns(capacity: number, old?: Columns): Columns {
  // Filled in one fixed order, so every store's columns object has the same shape.
  const columns: Partial<Columns> = {};
  for (const name of NAMES) allocateColumn(columns, name, capacity, old);
  return columns as Columns;
}

export class SlotStore {
  /** Replaced on reset and grow: read it at the start of each operation, never keep it. */
  columns: Columns = allocateColumns(MIN_CAPACITY);
  liveCount = 0;
  deadCount = 0;

  reset(capacity: number): void {
    this.columns = allocateColumns(Math.max(MIN_CAPACITY, capacity + 64));
    this.liveCount = 0;
    this.deadCount = 0;
  }

  /** Stores a listed book in a new slot (its n-grams and scores are the caller's); returns the slot. */
  append(row: SearchSourceRow): number {
    let c = this.columns;
    const slot = c.ids.length;
    if (slot >= c.alive.length) {
      c = allocateColumns(c.alive.length * 2, c);
      this.columns = c;
    }
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
      c.rawCoauthors.set(slot, coauthors);
    }
    c.ids.push(row.id);
    c.docs.push(doc);
    c.rawTitle.push(row.title);
    c.rawAuthor.push(row.author);
    c.conditions.push(row.condition);
    c.genres.push(doc.genre.trim());
    c.categoryIds.push(row.category_id);
    c.updatedAt.push(row.updated_at);
    c.alive[slot] = 1;
    c.price[slot] = row.price_cents;
    c.created[slot] = Date.parse(row.created_at);
    c.slotById.set(row.id, slot);
    this.liveCount++;
    return slot;
  }

  /** Marks a book's slot dead; false when the book is not indexed. */
  remove(id: string): boolean {
    const c = this.columns;
    const slot = c.slotById.get(id);
    if (slot === undefined) return false;
    c.slotById.delete(id);
    c.alive[slot] = 0;
    this.liveCount--;
    this.deadCount++;
    return true;
  }
}

/** Adds a live slot to the query's touched list once; false for a dead one. */
export function touch(c: Columns, slot: number, touched: number[], mark = 1): boolean {
  if (c.alive[slot] === 0) return false;
  if (c.seen[slot] === 0) {
    touched.push(slot);
    c.seen[slot] = mark;
  }
  return true;
}

export function clearScores(c: Columns, slots: readonly number[]): void {
  for (const slot of slots) c.acc[slot] = 0;
}
