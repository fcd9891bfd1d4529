import { createHmac, timingSafeEqual } from 'node:crypto';
import { appSecret } from '../app-secret.ts';
import type { Config } from '../config.ts';

// The signature of a link that acts without a session (the newsletter's and the notifications'
// unsubscribe links, docs/decisions/030-notifications.md#one-unsubscribe-signer): an HMAC with the
// app secret of what the link does (`purpose`) and whom it is for, so it cannot be made for
// someone else nor reused for another purpose.

export type SignerConfig = Pick<Config, 'APP_SECRET' | 'DATA_DIR'>;

export function signLink(config: SignerConfig, purpose: string, value: string): string {
  return createHmac('sha256', appSecret(config)).update(`${purpose}:${value}`).digest('base64url');
}

export function linkSignatureValid(config: SignerConfig, purpose: string, value: string, token: string) {
  const expected = Buffer.from(signLink(config, purpose, value));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The headers of a mail one can leave with one click (RFC 2369 and RFC 8058). */
export function listUnsubscribeHeaders(url: string) {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
