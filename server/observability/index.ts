// What other parts of the server use of observability/; everything else here is its own business.
export { logger } from './logger.ts';
export { userOf } from './request-info.ts';
