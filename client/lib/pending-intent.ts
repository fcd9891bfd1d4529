// What a visitor meant to do when sent to sign in ('Comprar', 'Seguir', 'Curtir', 'Avise-me',
// 'Fazer oferta'), kept in this tab's sessionStorage and done once after they come back signed in
// (docs/product/accounts.md#sign-in). Taken out of storage before it is done, so a reload or a
// second tab never does it twice; and every action is idempotent on the server anyway.

import type { WantSearchInput } from '../../shared/schemas/wants.ts';

export type PendingIntent =
  | { kind: 'buy'; bookId: string }
  | { kind: 'like'; bookId: string }
  | { kind: 'follow'; userId: string }
  | { kind: 'want-book'; bookId: string }
  | { kind: 'want-search'; input: WantSearchInput }
  /** Opens the offer dialog: the amount is the member's to type. */
  | { kind: 'offer'; bookId: string };

const KEY = 'releia:pending-intent';
// Past this, the visitor has wandered off: an old click is not done by surprise.
const MAX_AGE_MS = 30 * 60 * 1000;

type IntentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function session(): IntentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingIntent(intent: PendingIntent, storage = session(), now = Date.now()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ ...intent, at: now }));
  } catch {
    // Blocked storage: the visitor comes back to the page and clicks again.
  }
}

/** The intent saved within the last half hour, removed from storage; null if none or malformed. */
export function takePendingIntent(storage = session(), now = Date.now()): PendingIntent | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(KEY) ?? null;
    if (raw !== null) storage?.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return parseIntent(JSON.parse(raw) as unknown, now);
  } catch {
    return null;
  }
}

const ID = /^[\w-]{1,64}$/;

function parseIntent(value: unknown, now: number): PendingIntent | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.at !== 'number' || now - v.at > MAX_AGE_MS || v.at > now + 60_000) return null;
  const bookId = typeof v.bookId === 'string' && ID.test(v.bookId) ? v.bookId : null;
  if (v.kind === 'follow') {
    return typeof v.userId === 'string' && ID.test(v.userId) ? { kind: 'follow', userId: v.userId } : null;
  }
  if ((v.kind === 'buy' || v.kind === 'like' || v.kind === 'want-book' || v.kind === 'offer') && bookId)
    return { kind: v.kind, bookId };
  // The search's filters go to the server as they were saved, and it checks them like any input.
  if (v.kind === 'want-search' && typeof v.input === 'object' && v.input !== null)
    return { kind: 'want-search', input: v.input as WantSearchInput };
  return null;
}
