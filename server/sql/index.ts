// What other parts of the server use of sql/; everything else here is its own business.
export { containsText } from './like-pattern.ts';
export type { Page } from './paging.ts';
export { decodeOffset, fetchOffsetPage, mapPage, offsetPage, page } from './paging.ts';
