// What other parts of the server use of realtime/; everything else here is its own business.
export { publishLikeChange, subscribeLikeChanges } from './likes.ts';
export type { MessageBusEvent } from './messages.ts';
export { publishToUser, subscribeUserEvents } from './messages.ts';
