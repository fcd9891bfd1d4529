import { router } from '../trpc.ts';

// The ISBN's facts for the listing form (docs/product/listing.md#prefill-from-the-isbn).
export const isbnRouter = router({});
