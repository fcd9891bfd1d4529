import { router } from '../trpc.ts';

// Reputations made of facts (docs/product/reviews.md#reputation): a seller's on store pages and at
// checkout, a buyer's for the sellers of their orders.
export const reputationRouter = router({});
