import type { SelectQueryBuilder } from 'kysely';

/** One page of a list and the cursor of the next, null on the last page. */
export interface Page<T, C = string> {
  items: T[];
  nextCursor: C | null;
}

/**
 * `rows` fetched with `limit + 1`: the extra row only tells that another page exists, so it is
 * dropped and the cursor built from the last row kept.
 */
export function page<T, C = string>(
  rows: readonly T[],
  limit: number,
  cursorAfter: (last: T) => C,
): Page<T, C> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? cursorAfter(last) : null };
}

/**
 * The position cursor, for orders where no column says where a page ended (likes, sales, price,
 * title, a ranked search). The client treats it as opaque.
 */
export function encodeOffset(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

/** The offset in a cursor; a missing, foreign or out-of-range cursor means the first page. */
export function decodeOffset(cursor: string | null | undefined, max = Number.MAX_SAFE_INTEGER): number {
  if (!cursor) return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const n = text.startsWith('o:') ? Number(text.slice(2)) : 0;
  return Number.isSafeInteger(n) && n >= 0 && n <= max ? n : 0;
}

/** The page of `rows` (fetched with `limit + 1` from `offset`) with an offset cursor to the next. */
export function offsetPage<T>(rows: readonly T[], limit: number, offset: number): Page<T> {
  return page(rows, limit, () => encodeOffset(offset + limit));
}

/** Runs `qb` for the page its offset cursor points at. */
export async function fetchOffsetPage<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  opts: { limit: number; cursor?: string | null },
): Promise<Page<O>> {
  const offset = decodeOffset(opts.cursor);
  const rows = await qb
    .limit(opts.limit + 1)
    .offset(offset)
    .execute();
  return offsetPage(rows, opts.limit, offset);
}

/** `page` with its items turned into what the caller answers with. */
export function mapPage<T, U, C>(p: Page<T, C>, map: (item: T) => U): Page<U, C> {
  return { items: p.items.map(map), nextCursor: p.nextCursor };
}
