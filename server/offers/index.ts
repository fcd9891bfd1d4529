// What other parts of the server use of offers/; everything else here is its own business.
export { agreedPrices, endOffersAtOrAbove, endOffersOnSale } from './price.ts';
