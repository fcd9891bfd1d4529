// What other parts of the server use of data-rights/; everything else here is its own business.
export { deleteAccount } from './deletion.ts';
