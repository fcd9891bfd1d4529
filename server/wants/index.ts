// What other parts of the server use of wants/; everything else here is its own business.
export { queueWantChecks } from './checks.ts';
export { nudgeWantMatcher } from './matcher.ts';
