// What other parts of the server use of listings/; everything else here is its own business.
export { insertBookIn, removeBook, updateOwnBookIn } from './listings.ts';
