// What other parts of the server use of accounts/; everything else here is its own business.

export { auditReadOnce, listAudit, writeAudit } from './audit.ts';
export { confirmPassword, isSecure } from './login.ts';
export {
  blankSessionCookie,
  invalidateUserSessions,
  readCookie,
  SESSION_COOKIE,
  sessionIdFromToken,
  validateSessionToken,
} from './session.ts';
export { saveWithUsername } from './usernames.ts';
export {
  avatarUrlOf,
  hasAdminRole,
  hasDemoMembers,
  isUniqueViolation,
  nameColumns,
} from './users.ts';
export { verificationStatus } from './verification.ts';
