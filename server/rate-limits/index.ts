// What other parts of the server use of rate-limits/; everything else here is its own business.
export { spendPoints } from './counters.ts';
export type { Writer } from './limiter.ts';
export {
  checkRegistrationLimit,
  checkReportLimit,
  checkWriteLimits,
  messageAllowedFrom,
  registrationAllowed,
  tooManyAttempts,
} from './limiter.ts';
