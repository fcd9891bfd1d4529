// The seed must give byte-identical data for the same --seed, so nothing in db/seed may call
// Math.random, crypto.randomUUID or Date.now for data: every choice comes from this generator.

/** mulberry32: a tiny 32-bit PRNG, plenty for fake data and stable across Node versions. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export class Rng {
  readonly #next: () => number;

  constructor(seed: number) {
    this.#next = mulberry32(seed);
  }

  /** A float in [0, 1). */
  float(): number {
    return this.#next();
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.#next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.#next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.#next() * items.length)];
    if (item === undefined) throw new Error('pick() de uma lista vazia');
    return item;
  }

  /** Picks by weight; `weights` are parallel to `items`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.#next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  /** A UUID v4 (version nibble 4, RFC 4122 variant) whose bits come from the generator. */
  uuid(): string {
    const b: number[] = [];
    for (let i = 0; i < 16; i++) b.push(Math.floor(this.#next() * 256));
    b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
    b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
    const h = b.map((x) => HEX[x]).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }

  digits(count: number): string {
    let s = '';
    for (let i = 0; i < count; i++) s += Math.floor(this.#next() * 10);
    return s;
  }

  /**
   * `count` distinct integers of [0, size) excluding `exclude`. Rejection sampling while the
   * sample is a small part of the pool, a partial Fisher-Yates shuffle otherwise.
   */
  sampleIndices(size: number, count: number, exclude: ReadonlySet<number> = new Set()): number[] {
    const available = size - exclude.size;
    const n = Math.min(count, Math.max(0, available));
    if (n <= 0) return [];
    if (n * 3 < available) {
      const seen = new Set<number>();
      const out: number[] = [];
      while (out.length < n) {
        const i = Math.floor(this.#next() * size);
        if (exclude.has(i) || seen.has(i)) continue;
        seen.add(i);
        out.push(i);
      }
      return out;
    }
    const pool: number[] = [];
    for (let i = 0; i < size; i++) if (!exclude.has(i)) pool.push(i);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.#next() * (pool.length - i));
      const tmp = pool[i] as number;
      pool[i] = pool[j] as number;
      pool[j] = tmp;
    }
    return pool.slice(0, n);
  }
}

/**
 * Cumulative weights for picking among many items in O(log n) (sellers by how much they list).
 */
export class WeightedIndex {
  readonly #cumulative: Float64Array;

  constructor(weights: readonly number[]) {
    this.#cumulative = new Float64Array(weights.length);
    let sum = 0;
    weights.forEach((w, i) => {
      sum += w;
      this.#cumulative[i] = sum;
    });
  }

  get size(): number {
    return this.#cumulative.length;
  }

  pick(rng: Rng): number {
    const total = this.#cumulative[this.#cumulative.length - 1] ?? 0;
    const r = rng.float() * total;
    let lo = 0;
    let hi = this.#cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.#cumulative[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
