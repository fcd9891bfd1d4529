import { createSession, generateSessionToken, SESSION_COOKIE } from '../../server/accounts/session.ts';
import type { TestDb } from './db.ts';

/** A Cookie header signing `userId` in, for tests that call the app over HTTP rather than a caller. */
export async function sessionCookie(db: TestDb['db'], userId: string): Promise<string> {
  const token = generateSessionToken();
  await createSession(db, token, userId);
  return `${SESSION_COOKIE}=${token}`;
}
