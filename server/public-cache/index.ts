// Public answers computed once and kept while the database's stamps say they are current
// (docs/decisions/050-public-answer-cache.md).
export { type CacheLookup, createPublicAnswerCache, type PublicAnswerCache } from './cache.ts';
export { readStamps, type StampKind } from './stamps.ts';
