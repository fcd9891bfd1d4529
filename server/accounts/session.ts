/**
 * Sessions as the Lucia guide describes them (lucia-auth.com, "Sessions"): the browser holds a
 * random token, the database only its SHA-256, so a leaked database cannot be replayed as
 * cookies. Sessions last 30 days and slide forward when used in their second half.
 */

import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { parse as parseCookie } from 'cookie';
import type { Executor } from '../../db/client.ts';
import { hasAdminRole } from './users.ts';

/** The signed-in user as procedures see it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  username: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
}

export const SESSION_COOKIE = 'releia_session';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
const RENEW_WITHIN_MS = 15 * DAY_MS;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(
  db: Executor,
  token: string,
  userId: string,
  now = new Date(),
  device: string | null = null,
) {
  const session = {
    id: sessionIdFromToken(token),
    user_id: userId,
    expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    created_at: now.toISOString(),
    // What the member's data export calls the device (docs/product/data-rights.md#download).
    user_agent: device ? device.slice(0, 300) : null,
  };
  await db.insertInto('sessions').values(session).execute();
  return session;
}

export interface ValidatedSession {
  sessionId: string;
  expiresAt: Date;
  user: SessionUser;
}

/** The session and its user, or null when the token is unknown, expired or the user suspended. */
export async function validateSessionToken(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<ValidatedSession | null> {
  const sessionId = sessionIdFromToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at',
      'users.id',
      'users.email',
      'users.email_verified_at',
      'users.suspended_at',
      'profiles.name',
      'profiles.username',
      (eb) => hasAdminRole(eb).as('is_admin'),
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;

  let expiresAt = new Date(row.expires_at);
  if (now >= expiresAt || row.suspended_at) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    return null;
  }
  if (now.getTime() >= expiresAt.getTime() - RENEW_WITHIN_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db
      .updateTable('sessions')
      .set({ expires_at: expiresAt.toISOString() })
      .where('id', '=', sessionId)
      .execute();
  }
  return {
    sessionId,
    expiresAt,
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      username: row.username,
      isAdmin: Boolean(row.is_admin),
      emailVerified: row.email_verified_at !== null,
    },
  };
}

export async function invalidateSession(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** 'Signs out globally' (docs/product/accounts.md#sign-out): every session of the user ends. */
export async function invalidateUserSessions(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    `Expires=${expiresAt.toUTCString()}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function blankSessionCookie(secure: boolean): string {
  return [
    `${SESSION_COOKIE}=`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    'Max-Age=0',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * One cookie's value. The `cookie` library leaves a value it cannot decode as it came (a stray
 * '%' once made decodeURIComponent throw and every request answer 500); such a value is then
 * simply an unknown session.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  return parseCookie(header)[name] ?? null;
}
