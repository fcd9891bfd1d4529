import { setTimeout as sleep } from 'node:timers/promises';
import type { Executor } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../db/password.ts';
import type { Context } from '../context.ts';
import { RuleError } from '../errors.ts';
import { checkRegistrationLimit } from '../rate-limits/index.ts';
import { sendVerificationEmail } from './email-verification.ts';
import { createSession, generateSessionToken, invalidateSession, sessionCookie } from './session.ts';
import {
  clearEmailFailures,
  forgiveAttempt,
  slowDownMs,
  spendLoginAttempt,
  throttleKeys,
} from './throttle.ts';
import { createAccount, findUserForLogin, isUniqueViolation, type NewAccount, nameColumns } from './users.ts';

/** One message for a wrong password and an unknown email, so sign-in never reveals who has an account. */
export const INVALID_CREDENTIALS = 'Email ou senha incorretos. Confira os dados e tente novamente.';

// Checking a password against this hash when the email is unknown makes both failures take the
// same time.
let dummyHash: Promise<string> | undefined;
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('releia-senha-que-ninguem-usa');
  return dummyHash;
}

export function isSecure(ctx: Pick<Context, 'config'>): boolean {
  return ctx.config.PUBLIC_URL.startsWith('https:');
}

/**
 * A new session at every sign-in (no session fixation): any session the browser carried is ended
 * and a fresh token is set as the cookie.
 */
export async function startSession(
  ctx: Pick<Context, 'db' | 'config' | 'sessionId' | 'setCookie' | 'userAgent'>,
  userId: string,
  db: Executor = ctx.db,
) {
  if (ctx.sessionId) await invalidateSession(db, ctx.sessionId);
  const token = generateSessionToken();
  const session = await createSession(db, token, userId, new Date(), ctx.userAgent);
  ctx.setCookie(sessionCookie(token, new Date(session.expires_at), isSecure(ctx)));
}

export async function passwordLogin(ctx: Context, email: string, password: string): Promise<string> {
  const { excess, attemptIds } = await spendLoginAttempt(ctx.db, throttleKeys(email, ctx.ip));
  if (excess > 0) await sleep(slowDownMs(excess, ctx.config.LOGIN_SLOWDOWN_MS));

  const user = await findUserForLogin(ctx.db, email);
  const ok = user?.password_hash
    ? await verifyPassword(user.password_hash, password)
    : (await verifyPassword(await timingDummy(), password)) && false;
  if (!user || !ok) throw new RuleError('BAD_REQUEST', INVALID_CREDENTIALS);
  await forgiveAttempt(ctx.db, attemptIds);
  if (user.suspended_at) {
    throw new RuleError(
      'FORBIDDEN',
      'Esta conta está suspensa. Fale com a equipe do Releia para saber mais.',
    );
  }
  await clearEmailFailures(ctx.db, email);
  await startSession(ctx, user.id);
  return user.id;
}

/**
 * Re-authentication before a step that cannot be taken back (docs/product/data-rights.md#deletion):
 * the password of a signed-in account, throttled like a sign-in so it cannot be guessed by trying.
 */
export async function confirmPassword(ctx: Context, email: string, passwordHash: string, password: string) {
  const { excess, attemptIds } = await spendLoginAttempt(ctx.db, throttleKeys(email, ctx.ip));
  if (excess > 0) await sleep(slowDownMs(excess, ctx.config.LOGIN_SLOWDOWN_MS));
  if (!(await verifyPassword(passwordHash, password))) return false;
  await forgiveAttempt(ctx.db, attemptIds);
  return true;
}

export const EMAIL_TAKEN = 'Já existe uma conta com este email. Use a aba Entrar para acessar.';

export async function registerWithPassword(
  ctx: Context,
  input: Omit<NewAccount, 'passwordHash' | 'emailVerified'> & { password: string },
): Promise<string> {
  if (!ctx.config.PASSWORD_SIGNUP) {
    throw new RuleError(
      'FORBIDDEN',
      "Use o Google para criar conta: clique em 'Continuar com Google' para criar sua conta.",
    );
  }
  await checkRegistrationLimit(ctx.db, ctx.config, ctx.ip);
  const passwordHash = await hashPassword(input.password);
  let userId: string;
  try {
    userId = await ctx.db.transaction().execute(async (trx) => {
      const existing = await findUserForLogin(trx, input.email);
      if (existing) throw new RuleError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
      const id = await createAccount(trx, { ...input, passwordHash, emailVerified: false });
      await startSession(ctx, id, trx);
      return id;
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw new RuleError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
    throw error;
  }
  const { name } = nameColumns(input.firstName, input.lastName);
  await sendVerificationEmail(ctx.db, ctx.config, { id: userId, email: input.email, name });
  return userId;
}
