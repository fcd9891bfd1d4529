// What other parts of the server use of admin/; everything else here is its own business.
export { SUSPENSION_BOOK_REASON } from './suspensions.ts';
