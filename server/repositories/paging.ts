/** One page of a list and the cursor of the next, null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Offset cursor for orders that are not by time (likes, sales, price, title). */
export function encodeOffset(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export function decodeOffset(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const n = text.startsWith('o:') ? Number(text.slice(2)) : 0;
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}
