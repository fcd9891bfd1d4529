// What other parts of the server use of members/; everything else here is its own business.
export { block, blockedEitherWay, hasBlocked, unblock, wantNotBlockedWith } from './blocks.ts';
export { ensureStore, getOwnStore, setNewsletter } from './profiles.ts';
