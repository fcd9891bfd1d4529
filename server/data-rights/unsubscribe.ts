import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Executor } from '../../db/client.ts';
import type { Config } from '../config.ts';
import type { Deps } from '../context.ts';
import { pathOf, requestUrl, sendJson } from '../http/index.ts';
import { linkSignatureValid, listUnsubscribeHeaders, signLink } from '../mail/index.ts';
import { setNewsletter } from '../members/index.ts';

// Leaving the newsletter from a mail, signed out (docs/product/data-rights.md#consents): the link
// carries the member's id and an HMAC of it with the app secret, so it needs no session and cannot
// be made for someone else. The page at the link (client/routes/newsletter.sair.tsx) confirms by
// a POST it makes itself, so a mail scanner fetching the link changes nothing; mail clients that
// offer one-click unsubscribe (RFC 8058) POST to the same address.

export const UNSUBSCRIBE_PATH = '/newsletter/sair';

const PURPOSE = 'newsletter-unsubscribe';

export function unsubscribeToken(config: Pick<Config, 'APP_SECRET' | 'DATA_DIR'>, userId: string): string {
  return signLink(config, PURPOSE, userId);
}

export function unsubscribeUrl(
  config: Pick<Config, 'APP_SECRET' | 'DATA_DIR' | 'PUBLIC_URL'>,
  userId: string,
) {
  const url = new URL(UNSUBSCRIBE_PATH, config.PUBLIC_URL);
  url.searchParams.set('u', userId);
  url.searchParams.set('t', unsubscribeToken(config, userId));
  return url.toString();
}

/** The headers every newsletter or marketing mail carries (RFC 2369 and RFC 8058). */
export function newsletterMailHeaders(
  config: Pick<Config, 'APP_SECRET' | 'DATA_DIR' | 'PUBLIC_URL'>,
  userId: string,
) {
  return listUnsubscribeHeaders(unsubscribeUrl(config, userId));
}

/** Withdraws the newsletter consent when the token is this member's; false for a wrong link. */
export async function unsubscribeByLink(
  db: Executor,
  config: Pick<Config, 'APP_SECRET' | 'DATA_DIR'>,
  userId: string,
  token: string,
): Promise<boolean> {
  if (!linkSignatureValid(config, PURPOSE, userId, token)) return false;
  await setNewsletter(db, userId, false);
  return true;
}

export function isOneClickUnsubscribe(req: IncomingMessage): boolean {
  return req.method === 'POST' && pathOf(req) === UNSUBSCRIBE_PATH;
}

/** POST /newsletter/sair?u=&t= from a mail client's one-click unsubscribe. */
export function createOneClickUnsubscribeHandler({ db, config }: Deps) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    // The body (List-Unsubscribe=One-Click) says nothing the address does not.
    req.resume();
    const params = requestUrl(req).searchParams;
    const done = await unsubscribeByLink(db, config, params.get('u') ?? '', params.get('t') ?? '');
    if (done) sendJson(res, 200, { message: 'Você não vai mais receber a newsletter do Releia.' });
    else sendJson(res, 400, { error: 'Link de descadastro inválido.' });
  };
}
