// The like toggle of docs/product/likes.md#toggle as a pure reducer, so its rules are tested without a
// browser: optimistic (flag and count change at once, never below 0), ignored while one is in
// flight, both revert on failure, and live changes from the server applied as they come, except a
// snapshot that may have been read before the reader's own answered change.

export interface LikeEntry {
  /** What the server (or the optimistic toggle) last said; null until something did. */
  count: number | null;
  liked: boolean | null;
  inFlight: boolean;
  /** What to go back to if the toggle in flight fails. */
  before: { count: number; liked: boolean } | null;
  /**
   * How many live connections had been opened when the server answered the reader's last toggle:
   * the snapshot of one of those may have been read before the change, and is not taken.
   */
  answeredAt: number | null;
}

export const EMPTY_ENTRY: LikeEntry = {
  count: null,
  liked: null,
  inFlight: false,
  before: null,
  answeredAt: null,
};

export type LikeAction =
  /** The reader clicked: `shown` is what the button showed at that moment. */
  | { type: 'toggle'; shown: { count: number; liked: boolean } }
  /** `connections`: how many live connections had been opened when the answer came. */
  | { type: 'succeeded'; count: number; liked: boolean; connections: number }
  | { type: 'failed' }
  /**
   * A live change or snapshot; `liked` is null unless it was the reader's own change. A snapshot
   * gives `connection`, the number of the live connection it came on (1 for the first).
   */
  | { type: 'remote'; count: number; liked: boolean | null; connection?: number }
  /** Signed out: the reader's own flags no longer apply. */
  | { type: 'forgetLiked' };

export function likeReducer(entry: LikeEntry, action: LikeAction): LikeEntry {
  switch (action.type) {
    case 'toggle': {
      if (entry.inFlight) return entry;
      const liked = !action.shown.liked;
      const count = Math.max(0, action.shown.count + (liked ? 1 : -1));
      return { ...entry, count, liked, inFlight: true, before: action.shown };
    }
    case 'succeeded':
      return {
        count: Math.max(0, action.count),
        liked: action.liked,
        inFlight: false,
        before: null,
        answeredAt: action.connections,
      };
    case 'failed':
      return entry.before
        ? { ...entry, count: entry.before.count, liked: entry.before.liked, inFlight: false, before: null }
        : { ...entry, inFlight: false };
    case 'remote':
      // The answer to the toggle in flight is about to say the same with our own change in it;
      // a count from before it would make the button jump back and forth.
      if (entry.inFlight) return entry;
      // A snapshot is read once, when its connection starts; one opened before the server
      // answered the reader's toggle may be from before the change, and would undo it.
      if (
        action.connection !== undefined &&
        entry.answeredAt !== null &&
        action.connection <= entry.answeredAt
      )
        return entry;
      return { ...entry, count: Math.max(0, action.count), liked: action.liked ?? entry.liked };
    case 'forgetLiked':
      return { ...entry, liked: null };
  }
}

/** What the button shows: the entry where it knows, else the list's count and the liked set. */
export function shownLike(
  entry: LikeEntry,
  base: { count: number; liked: boolean },
): { count: number; liked: boolean } {
  return { count: Math.max(0, entry.count ?? base.count), liked: entry.liked ?? base.liked };
}
