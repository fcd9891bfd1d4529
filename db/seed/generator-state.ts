import type { Insertable } from 'kysely';
import type { Database, UserAddressesTable } from '../schema.ts';
import {
  CITIES,
  type City,
  COMPLEMENTS,
  FEMALE_NAMES,
  MALE_NAMES,
  NEIGHBORHOODS,
  STREETS,
  SURNAMES,
} from './data.ts';
import { fakeCep } from './identifiers.ts';
import { Rng, type WeightedIndex } from './random.ts';

/** Every seeded date is an offset back from this instant, never from the clock. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1, 12, 0, 0);
export const DAY = 86_400_000;
export const HOUR = 3_600_000;
/** Random actors are users[FIRST_RANDOM..]; the demo accounts only do what is scripted for them. */
export const FIRST_RANDOM = 3;
/** Mixed into --seed for the reprint stream (any constant; changing it changes the data). */
const WORK_STREAM = 0x3a7c_51e9;

export interface SeedProgress {
  start(total: number): void;
  tick(amount: number, phase: string): void;
}

export interface SeedOptions {
  users: number;
  books: number;
  seed: number;
  dataDir: string;
  /** Cover designs per category, 1..8 (default 8). Fewer makes a small demo start faster. */
  coverVariants?: number;
  /** false skips writing cover files (books still reference them); for tests. */
  writeCovers?: boolean;
  progress?: SeedProgress;
}

export type Row<T extends keyof Database> = Insertable<Database[T]>;

/** An address as the seed writes it to user_addresses and into orders' delivery_address. */
type Address = Omit<UserAddressesTable, 'id' | 'user_id' | 'created_at'>;

export interface SeedUser {
  id: string;
  createdMs: number;
  name: string;
  city: City;
  address: Address | null;
}

export interface SellerStats {
  sales: number;
  reviews: number;
  overall: number;
  communication: number;
  shipping: number;
  condition: number;
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const dayPrefixes = new Map<number, string>();

/**
 * `new Date(ms).toISOString()` to the whole second, as every seeded date is stored. Written out
 * from a per-day prefix: the seed formats ten dates per book, and toISOString took 500 ns a call
 * against 70 ns for this, 4 % of the CPU of a 100 000-book seed.
 */
export function iso(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const day = Math.floor(seconds / 86_400);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const s = seconds - day * 86_400;
  return `${prefix}${TWO_DIGITS[Math.floor(s / 3600)]}:${TWO_DIGITS[Math.floor(s / 60) % 60]}:${TWO_DIGITS[s % 60]}.000Z`;
}
export const location = (city: City) => `${city.name} - ${city.uf}`;

/** Whole-millisecond instant uniformly in [from, to]. */
export function between(rng: Rng, from: number, to: number): number {
  return to <= from ? from : from + Math.floor(rng.float() * (to - from));
}

export function normal(rng: Rng): number {
  const u = Math.max(rng.float(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float());
}

/** Geometric-like count with the given mean, for "most have a few, some have many". */
export function geometric(rng: Rng, mean: number): number {
  return Math.floor(-Math.log(Math.max(rng.float(), 1e-12)) * mean);
}

export function cityNamed(name: string): City {
  const city = CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`cidade ${name} não está na lista`);
  return city;
}

export function fakeAddress(rng: Rng, city: City): Address {
  return {
    cep: fakeCep(rng, city.cep),
    street: rng.pick(STREETS),
    number: String(rng.int(1, 2999)),
    complement: rng.chance(0.4) ? rng.pick(COMPLEMENTS) : null,
    neighborhood: rng.pick(NEIGHBORHOODS),
    city: city.name,
    state: city.uf,
  };
}

/**
 * What the seed's phases share: the random streams and who was generated so far. Each phase
 * (people.ts, follows.ts, books.ts, orders.ts) reads and extends it in the order generate.ts runs
 * them; the order of the draws is what makes the same --seed give the same data.
 */
export class Generator {
  readonly users: SeedUser[] = [];
  /** Indices into `users` of accounts that sell (have a store). */
  readonly sellers: number[] = [];
  /** Indices into `users` of random accounts with an address, who can place orders. */
  readonly buyers: number[] = [];
  readonly stats = new Map<number, SellerStats>();
  readonly categoryIds = new Map<string, number>();
  readonly authorPool: string[] = [];
  /** The first works listed on each shelf (category and language), which later copies reprint. */
  readonly shelves = new Map<string, SeedWork[]>();
  /**
   * Whether a book reprints an earlier work comes from a stream of its own: the main stream draws
   * exactly what it drew before, so every other seeded value stays the same.
   */
  readonly workRng: Rng;
  sellerPicker: WeightedIndex | null = null;
  followPicker: WeightedIndex | null = null;
  randomSellers: number[] = [];

  constructor(
    readonly rng: Rng,
    readonly options: SeedOptions,
    readonly variants: number,
    readonly passwordHash: string,
    readonly tick: (n: number, phase: string) => void,
  ) {
    this.workRng = new Rng(options.seed ^ WORK_STREAM);
    for (let i = 0; i < 400; i++) {
      const first = rng.chance(0.5) ? rng.pick(FEMALE_NAMES) : rng.pick(MALE_NAMES);
      this.authorPool.push(
        `${first} ${rng.pick(SURNAMES)}${rng.chance(0.3) ? ` ${rng.pick(SURNAMES)}` : ''}`,
      );
    }
  }
}

export type BookRow = Row<'books'> & { sales_count: number; updated_at: string; work_key: string | null };

export interface SeedWork {
  columns: Pick<
    Row<'books'>,
    'title' | 'author' | 'authors' | 'author_slug' | 'publisher' | 'publisher_slug' | 'isbn'
  >;
  /** The authors in order, for the book_authors rows of each copy. */
  names: string[];
}

export interface PendingSale {
  book: BookRow;
  createdMs: number;
  sellerIdx: number;
  buyer: number | undefined;
  review: 'yes' | 'no' | undefined;
}

/** The rows of one chunk of books, with their likes, views and orders. */
export class ChunkRows {
  books: BookRow[] = [];
  bookAuthors: Row<'book_authors'>[] = [];
  likes: Row<'likes'>[] = [];
  views: Row<'views'>[] = [];
  orders: Row<'orders'>[] = [];
  orderItems: Row<'order_items'>[] = [];
  orderEvents: Row<'order_events'>[] = [];
  reviews: Row<'reviews'>[] = [];
  pendingSales: PendingSale[] = [];
}
