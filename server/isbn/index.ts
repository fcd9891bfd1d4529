// What other parts of the server use of isbn/; everything else here is its own business.
export { type IsbnConfig, type IsbnDeps, lookupIsbn } from './lookup.ts';
