import type { Executor } from '../../db/client.ts';
import { tooManyAttempts } from '../rate-limit.ts';

// Login throttling. Every failed password sign-in is stored twice, keyed by the email tried and
// by the client address. Within a 15-minute window, failures past the "slow" mark make each
// further attempt wait longer, and past the "lock" mark attempts are refused outright until
// enough old failures leave the window. The address limits are looser than the email ones
// because many people can share one address (a school, a mobile carrier's NAT).
// Refused attempts are not recorded, so a lock always ends at the time it announces.

export const WINDOW_MS = 15 * 60_000;

interface Limits {
  slowAfter: number;
  lockAfter: number;
}
export const EMAIL_LIMITS: Limits = { slowAfter: 5, lockAfter: 10 };
export const IP_LIMITS: Limits = { slowAfter: 10, lockAfter: 30 };

export interface ThrottleKey {
  key: string;
  limits: Limits;
}

export function throttleKeys(email: string, ip: string | null): ThrottleKey[] {
  const keys: ThrottleKey[] = [{ key: `email:${email}`, limits: EMAIL_LIMITS }];
  if (ip) keys.push({ key: `ip:${ip}`, limits: IP_LIMITS });
  return keys;
}

/**
 * Refuses with TOO_MANY_REQUESTS when any key is locked; otherwise returns how many failures
 * past its "slow" mark the worst key has (0 = no slow-down).
 */
export async function checkLoginThrottle(db: Executor, keys: ThrottleKey[], now = new Date()) {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  await db.deleteFrom('login_attempts').where('created_at', '<', since).execute();
  let excess = 0;
  for (const { key, limits } of keys) {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', key)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    const failures = Number(row.n);
    if (failures >= limits.lockAfter) {
      // The lock lifts when the lockAfter-th most recent failure leaves the window.
      const pivot = await db
        .selectFrom('login_attempts')
        .select('created_at')
        .where('key', '=', key)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .limit(1)
        .offset(limits.lockAfter - 1)
        .executeTakeFirst();
      const liftsAt = pivot ? new Date(pivot.created_at).getTime() + WINDOW_MS : now.getTime() + WINDOW_MS;
      throw tooManyAttempts(liftsAt - now.getTime());
    }
    excess = Math.max(excess, failures - limits.slowAfter + 1);
  }
  return { excess: Math.max(0, excess) };
}

export async function recordLoginFailure(db: Executor, keys: ThrottleKey[], now = new Date()) {
  const created_at = now.toISOString();
  await db
    .insertInto('login_attempts')
    .values(keys.map(({ key }) => ({ key, created_at })))
    .execute();
}

/** A successful sign-in forgives the email's failures (not the address's: one good account must
 * not reset an attacker's count). */
export async function clearEmailFailures(db: Executor, email: string) {
  await db.deleteFrom('login_attempts').where('key', '=', `email:${email}`).execute();
}

export function slowDownMs(excess: number, stepMs: number): number {
  return Math.min(excess * stepMs, 5_000);
}
