// What other parts of the server use of cart/; everything else here is its own business.
export { buyable } from './buyable.ts';
