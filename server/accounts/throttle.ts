import { type DB, type Executor, inTransaction } from '../../db/client.ts';
import { serializeOn } from '../../db/dialect.ts';
import { limitAddress } from '../http/index.ts';
import { tooManyAttempts } from '../rate-limits/index.ts';

// Login throttling. Every failed password sign-in is stored twice, keyed by the email tried and
// by the client address. Within a 15-minute window, failures past the "slow" mark make each
// further attempt wait longer, and past the "lock" mark attempts are refused outright until
// enough old failures leave the window. The address limits are looser than the email ones
// because many people can share one address (a school, a mobile carrier's NAT).
// Refused attempts are not recorded, so a lock always ends at the time it announces. An attempt
// counts from before its password is checked (spendLoginAttempt), so guesses sent in parallel
// meet the lock as guesses sent one after another do.

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
  if (ip) keys.push({ key: `ip:${limitAddress(ip)}`, limits: IP_LIMITS });
  return keys;
}

/**
 * Spends one attempt on every key before the password is checked, in one transaction that is
 * alone on those keys (serializeOn), so parallel guesses cannot all pass a count taken before any
 * of them was recorded: the attempt is a failure until the password proves right
 * (`forgiveAttempt`). Refuses with TOO_MANY_REQUESTS, spending nothing, when any key is locked;
 * otherwise returns the attempt's rows and how many failures past its "slow" mark the worst key
 * has (0 = no slow-down).
 */
export async function spendLoginAttempt(db: DB, keys: ThrottleKey[], now = new Date()) {
  return inTransaction(db, async (trx) => {
    for (const { key } of keys) await serializeOn(trx, `login:${key}`);
    const excess = await checkKeys(trx, keys, now);
    const created_at = now.toISOString();
    const rows = await trx
      .insertInto('login_attempts')
      .values(keys.map(({ key }) => ({ key, created_at })))
      .returning('id')
      .execute();
    return { excess, attemptIds: rows.map((r) => r.id) };
  });
}

async function checkKeys(db: Executor, keys: ThrottleKey[], now: Date): Promise<number> {
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
  return Math.max(0, excess);
}

/** The password was right: the attempt spent on it was no failure. */
export async function forgiveAttempt(db: Executor, attemptIds: number[]) {
  if (attemptIds.length > 0) await db.deleteFrom('login_attempts').where('id', 'in', attemptIds).execute();
}

/** A successful sign-in forgives the email's failures (not the address's: one good account must
 * not reset an attacker's count). */
export async function clearEmailFailures(db: Executor, email: string) {
  await db.deleteFrom('login_attempts').where('key', '=', `email:${email}`).execute();
}

export function slowDownMs(excess: number, stepMs: number): number {
  return Math.min(excess * stepMs, 5_000);
}
