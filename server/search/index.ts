// What other parts of the server use of search/; everything else here is its own business.
export { passesValues } from './filters.ts';
export { normalizeQuery, normalizeText, SPEC_FUSE_OPTIONS } from './normalize.ts';
export { genreFilterOf, searchBooks } from './service.ts';
export { fuseDocument, searchSourceQuery } from './source.ts';
