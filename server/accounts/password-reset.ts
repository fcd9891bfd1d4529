import { randomBytes } from 'node:crypto';
import type { DB, Executor } from '../../db/client.ts';
import { hashPassword } from '../../db/password.ts';
import { RESET_LINK_DEAD } from '../../shared/schemas/password-reset.ts';
import type { Config } from '../config.ts';
import type { Context } from '../context.ts';
import { RuleError } from '../errors.ts';
import { limitAddress } from '../http/index.ts';
import { sendMail, signLink } from '../mail/index.ts';
import { logger } from '../observability/index.ts';
import { spendPoints, tooManyAttempts } from '../rate-limits/index.ts';
import { writeAudit } from './audit.ts';
import { appLink } from './email-verification.ts';
import { startSession } from './login.ts';
import { invalidateUserSessions } from './session.ts';
import { clearEmailFailures } from './throttle.ts';
import { findUserByEmail, findUserById, markEmailVerified } from './users.ts';

// Password recovery (docs/product/accounts.md#password-recovery). A link carries 32 random bytes;
// the database keeps only their HMAC with the app secret (the signer of every link that acts
// without a session, link-signature.ts), so neither a leaked database nor a guess makes a link.

export const RESET_TTL_MS = 60 * 60_000;
export const RESET_PATH = '/nova-senha';
export const FORGOT_PATH = '/esqueci-senha';
const HOUR = 60 * 60_000;
/** Several people may share a connection; one person rarely needs more than a few links. */
export const RESETS_PER_HOUR_PER_ADDRESS = 10;
export const RESETS_PER_HOUR_PER_ACCOUNT = 3;

const resetHash = (config: Config, token: string) => signLink(config, 'password-reset', token);

// Work started after a request was answered, so tests and a stopping server can wait for it.
const inFlight = new Set<Promise<void>>();

/** Resolves when every link asked for so far has been written and mailed (or failed and logged). */
export async function passwordResetsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

/**
 * 'Esqueci minha senha': spends the request on the e-mail typed and on the client address, then
 * answers at once, the same for every address. Looking the account up, writing the link and
 * handing it to the mail server happen after the answer, so neither the answer nor its timing
 * tells whether the address has an account. Refused with 429 past either limit, which counts
 * every address typed, known or not.
 */
export async function requestPasswordReset(ctx: Context, email: string, now = new Date()): Promise<void> {
  const limits = [{ key: `password-reset:email:${email}`, max: RESETS_PER_HOUR_PER_ACCOUNT, windowMs: HOUR }];
  if (ctx.ip)
    limits.push({
      key: `password-reset:ip:${limitAddress(ctx.ip)}`,
      max: RESETS_PER_HOUR_PER_ADDRESS,
      windowMs: HOUR,
    });
  const wait = await spendPoints(ctx.db, limits, now.getTime());
  if (wait !== null) throw tooManyAttempts(wait, 'Muitos pedidos de nova senha.');
  const work = sendResetLink(ctx.db, ctx.config, email, now).catch((error: unknown) => {
    logger.error({ err: error }, 'falha ao enviar o link de nova senha');
  });
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
}

async function sendResetLink(db: DB, config: Config, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(db, email);
  // A suspended account could not sign in with a new password anyway.
  if (!user || user.suspended_at) return;
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_resets').where('expires_at', '<=', now.toISOString()).execute();
    await trx
      .insertInto('password_resets')
      .values({
        token_hash: resetHash(config, token),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
      })
      .execute();
  });
  await sendMail(
    db,
    config,
    {
      userId: user.id,
      kind: 'password_reset',
      to: user.email,
      subject: 'Crie uma nova senha no Releia',
      body: [
        `Olá, ${user.name}!`,
        '',
        'Alguém (provavelmente você) pediu para criar uma nova senha para a sua conta no Releia.',
        'Para criar a nova senha, abra o link abaixo:',
        appLink(config, RESET_PATH, token),
        '',
        'O link vale por 1 hora e só pode ser usado uma vez.',
        'Se você não pediu uma nova senha, ignore esta mensagem: sua senha continua a mesma.',
      ].join('\n'),
    },
    now,
  );
}

/** Whether a link still works, for the page to say so before the member types anything. */
export async function resetLinkWorks(db: Executor, config: Config, token: string, now = new Date()) {
  const row = await db
    .selectFrom('password_resets')
    .select('user_id')
    .where('token_hash', '=', resetHash(config, token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The new password from a link: the link is spent (deleted, so two submissions cannot both use
 * it), every link and every session of the account end, the e-mail's sign-in failures are
 * forgiven, and this device is signed in afresh. Opening the link proves the address, so it
 * counts as confirmed. The member is told by e-mail.
 */
export async function resetPassword(ctx: Context, token: string, password: string, now = new Date()) {
  const passwordHash = await hashPassword(password);
  const user = await ctx.db.transaction().execute(async (trx) => {
    const spent = await trx
      .deleteFrom('password_resets')
      .where('token_hash', '=', resetHash(ctx.config, token))
      .where('expires_at', '>', now.toISOString())
      .returning('user_id')
      .executeTakeFirst();
    const found = spent && (await findUserById(trx, spent.user_id));
    if (!found) throw new RuleError('BAD_REQUEST', RESET_LINK_DEAD);
    if (found.suspended_at)
      throw new RuleError(
        'FORBIDDEN',
        'Esta conta está suspensa. Fale com a equipe do Releia para saber mais.',
      );
    const before = await trx
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', found.id)
      .executeTakeFirstOrThrow();
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', found.id).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', found.id).execute();
    await invalidateUserSessions(trx, found.id);
    await markEmailVerified(trx, found.id, found.email, now);
    await clearEmailFailures(trx, found.email);
    await writeAudit(
      trx,
      {
        actorId: found.id,
        ip: ctx.ip,
        action: 'user.password_reset',
        targetType: 'user',
        targetId: found.id,
        reason: null,
        details: { hadPassword: before.password_hash !== null },
      },
      now,
    );
    await startSession(ctx, found.id, trx);
    return found;
  });
  await sendPasswordChangedEmail(ctx.db, ctx.config, user, now);
}

async function sendPasswordChangedEmail(
  db: Executor,
  config: Config,
  user: { id: string; email: string; name: string },
  now: Date,
): Promise<void> {
  await sendMail(
    db,
    config,
    {
      userId: user.id,
      kind: 'password_changed',
      to: user.email,
      subject: 'Sua senha do Releia foi alterada',
      body: [
        `Olá, ${user.name}!`,
        '',
        'A senha da sua conta no Releia acaba de ser alterada pelo link de nova senha enviado a este email.',
        'Por segurança, todas as sessões da conta foram encerradas, em todos os aparelhos.',
        '',
        'Se foi você, não precisa fazer nada.',
        '',
        'Se não foi você, alguém pode estar lendo seus emails. Troque agora a senha deste email e depois',
        'peça uma nova senha do Releia neste endereço:',
        appLink(config, FORGOT_PATH),
        'Se não conseguir entrar, fale com a equipe do Releia.',
      ].join('\n'),
    },
    now,
  );
}
