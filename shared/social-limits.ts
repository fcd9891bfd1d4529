// Social limits (docs/product/limits.md), without zod: the header, the book cards and the book page
// need some of them in the app's entry chunk; the input schemas (schemas/social.ts) use them too.

/** Follow suggestions, at most 5 by default (docs/product/follows.md#suggestions). */
export const SUGGESTIONS_LIMIT = 5;
/** Recently viewed (docs/product/views.md#recently-viewed) fetches 50, dedupes by book and shows 10. */
export const RECENTLY_VIEWED_FETCH = 50;
export const RECENTLY_VIEWED_SHOWN = 10;
/** A view of the same book within 2 s is ignored (docs/product/views.md#registering-a-view). */
export const VIEW_DEDUPE_MS = 2000;
/** How many books one live-likes subscription may watch: a few screens' worth of cards. */
export const LIVE_LIKES_MAX_BOOKS = 200;
/** Favourites one account keeps: far above any real use, small enough to send in one call. */
export const FAVOURITES_MAX = 500;
export const STORE_PAGE_SIZE = 24;
