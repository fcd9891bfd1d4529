import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { appSecret } from '../app-secret.ts';
import type { Config } from '../config.ts';
import { sendMail } from '../mail/index.ts';

// Email verification by a signed, expiring link: the token carries the user id, the address
// being verified and an expiry, HMAC-SHA256-signed with the app secret. Nothing is stored, and a
// link stops working when it expires or when the account's email changes.

export const VERIFY_TTL_MS = 24 * 60 * 60_000;
export const VERIFY_PATH = '/verificar-email';

interface Payload {
  u: string;
  e: string;
  x: number;
}

function sign(secret: Buffer, data: string): Buffer {
  return createHmac('sha256', secret).update(`email-verification:${data}`).digest();
}

export function createVerificationToken(
  config: Config,
  userId: string,
  email: string,
  now = new Date(),
): string {
  const payload: Payload = { u: userId, e: email, x: now.getTime() + VERIFY_TTL_MS };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(appSecret(config), data).toString('base64url')}`;
}

export type TokenCheck =
  | { ok: true; userId: string; email: string }
  | { ok: false; reason: 'invalid' | 'expired' };

export function readVerificationToken(config: Config, token: string, now = new Date()): TokenCheck {
  const [data, mac, extra] = token.split('.');
  if (!data || !mac || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = sign(appSecret(config), data);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Payload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof payload.u !== 'string' || typeof payload.e !== 'string' || typeof payload.x !== 'number')
    return { ok: false, reason: 'invalid' };
  if (now.getTime() > payload.x) return { ok: false, reason: 'expired' };
  return { ok: true, userId: payload.u, email: payload.e };
}

/** An address in the app for an e-mail, under PUBLIC_URL (and any path it has), with a link's token. */
export function appLink(config: Pick<Config, 'PUBLIC_URL'>, path: string, token?: string): string {
  const address = `${config.PUBLIC_URL.replace(/\/+$/, '')}${path}`;
  return token === undefined ? address : `${address}?token=${encodeURIComponent(token)}`;
}

export function verificationLink(config: Config, token: string): string {
  return appLink(config, VERIFY_PATH, token);
}

export async function sendVerificationEmail(
  db: Executor,
  config: Config,
  user: { id: string; email: string; name: string },
  now = new Date(),
): Promise<void> {
  const link = verificationLink(config, createVerificationToken(config, user.id, user.email, now));
  await sendMail(
    db,
    config,
    {
      userId: user.id,
      kind: 'verify_email',
      to: user.email,
      subject: 'Confirme seu email no Releia',
      body: [
        `Olá, ${user.name}!`,
        '',
        'Para confirmar seu email no Releia, abra o link abaixo:',
        link,
        '',
        'O link vale por 24 horas. Se você não criou uma conta no Releia, ignore esta mensagem.',
      ].join('\n'),
    },
    now,
  );
}
