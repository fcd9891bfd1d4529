// Signed-in clients for the load and torture scripts. Seeded accounts have no password (hashing
// 10 000 would dominate the seed, docs/seed.md), so the scripts give some of them one, then sign
// in through accounts.login like a browser: every session is a real one.

import { createDb, type DB } from '../../db/client.ts';
import { hashPassword } from '../../db/password.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/index.ts';
import { createSession, generateSessionToken } from '../../server/accounts/session.ts';
import { TrpcClient } from './trpc-http.ts';

export const SCRIPT_PASSWORD = 'releia-carga-2026';

/** `count` seeded accounts that are not demo accounts, admins or suspended, the same on every run. */
async function plainAccounts(db: DB, count: number) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'not in',
      Object.values(DEMO_ACCOUNTS).map((a) => a.email),
    )
    .where('suspended_at', 'is', null)
    .where('id', 'not in', db.selectFrom('user_roles').select('user_id'))
    .orderBy('id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`só ${rows.length} contas disponíveis, ${count} pedidas`);
  return rows;
}

/** enableLogins on the SQLite file at `path`, opened and closed around it. */
export async function enableLoginsInFile(path: string, count: number): Promise<string[]> {
  const { db } = createDb(path);
  try {
    return await enableLogins(db, count);
  } finally {
    await db.destroy();
  }
}

/**
 * Gives `count` seeded accounts (not the demo ones, not admins, not suspended; the same ones on
 * every run of the same dataset) the password SCRIPT_PASSWORD, and returns their emails.
 */
export async function enableLogins(db: DB, count: number): Promise<string[]> {
  const rows = await plainAccounts(db, count);
  // One hash for all: argon2id costs tens of milliseconds each, and the salt only matters for
  // stored passwords that must resist cracking, not for throwaway load-test logins.
  const hash = await hashPassword(SCRIPT_PASSWORD);
  await db
    .updateTable('users')
    .set({ password_hash: hash })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((r) => r.email);
}

/** Runs `fn` over `items` with at most `limit` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await fn(items[i] as T, i);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * One signed-in client per email (argon2 verification on the server bounds the pace). Given
 * several base URLs (processes sharing one database), the clients go to them in turn.
 */
export function signInAll(
  baseUrl: string | readonly string[],
  emails: readonly string[],
  password = SCRIPT_PASSWORD,
) {
  const urls = [baseUrl].flat();
  return mapLimit(emails, 4, async (email, i) => {
    const client = new TrpcClient(urls[i % urls.length] ?? '');
    await client.signIn(email, password);
    return client;
  });
}

/**
 * Real sessions for `count` seeded accounts (as enableLogins picks them), written straight into
 * the database with the server's own session code: what a sign-in leaves behind, without paying
 * an argon2 verification per client.
 */
export async function openSessions(db: DB, count: number): Promise<{ userId: string; token: string }[]> {
  const users = await plainAccounts(db, count);
  return db.transaction().execute(async (trx) => {
    const out: { userId: string; token: string }[] = [];
    for (const { id } of users) {
      const token = generateSessionToken();
      await createSession(trx, token, id);
      out.push({ userId: id, token });
    }
    return out;
  });
}
