// What other parts of the server use of messages/; everything else here is its own business.
export { findOrCreateConversation, insertMessage } from './messages.ts';
