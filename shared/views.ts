// Limits of book views (docs/product/views.md), without zod: the book page needs them in the app's
// entry chunk; the input schemas (schemas/views.ts) and server/catalog/views.ts use them too.

/** Recently viewed (docs/product/views.md#recently-viewed) fetches 50, dedupes by book and shows 10. */
export const RECENTLY_VIEWED_FETCH = 50;
export const RECENTLY_VIEWED_SHOWN = 10;
/** A view of the same book within 2 s is ignored (docs/product/views.md#registering-a-view). */
export const VIEW_DEDUPE_MS = 2000;
