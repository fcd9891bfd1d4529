// What other parts of the server use of problems/; everything else here is its own business.
export { adminMediationRouter } from './mediation.router.ts';
