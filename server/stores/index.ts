// What other parts of the server use of stores/; everything else here is its own business.
export { buyerPlace, chosenDeliveries, ownDeliverySettings, sellerDeliveries } from './delivery.ts';
export { sellerReviewsOutput } from './outputs.ts';
export { listSellerReviews } from './ratings.ts';
export { findActiveStore, listableStores, storeHeader } from './stores.ts';
export { onSaleColumns, vacationOf } from './vacation.ts';
