/**
 * What a browser hears about the books on its screen: a snapshot when it subscribes, then one
 * change per like or unlike. Here so the client reads the server's event type without importing
 * server code.
 */
export type LikeEvent =
  | { kind: 'snapshot'; books: Array<{ bookId: string; likesCount: number; liked: boolean | null }> }
  | { kind: 'change'; bookId: string; likesCount: number; liked: boolean | null };

/** How many books one live-likes subscription may watch: a few screens' worth of cards. */
export const LIVE_LIKES_MAX_BOOKS = 200;
