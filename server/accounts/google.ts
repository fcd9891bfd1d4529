import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ArcticFetchError,
  decodeIdToken,
  Google,
  generateCodeVerifier,
  generateState,
  OAuth2RequestError,
} from 'arctic';
import type { Executor } from '../../db/client.ts';
import { safeRedirect } from '../../shared/redirect.ts';
import type { Config } from '../config.ts';
import type { Deps } from '../context.ts';
import { appendSetCookie, clientAddressResolver, flowCookie, redirect, requestUrl } from '../http/index.ts';
import { logger } from '../observability/index.ts';
import { registrationAllowed } from '../rate-limits/index.ts';
import { startSession } from './login.ts';
import { invalidateUserSessions, readCookie, SESSION_COOKIE, sessionIdFromToken } from './session.ts';
import {
  createAccount,
  findUserByEmail,
  findUserById,
  findUserIdByOauth,
  linkOauthAccount,
} from './users.ts';

// 'Continuar com Google' (docs/product/accounts.md#google) through arctic: authorization code flow with
// state and PKCE kept in short-lived HttpOnly cookies. This module is the only place that knows
// arctic, so swapping the library touches nothing else.

const STATE_COOKIE = 'google_oauth_state';
const VERIFIER_COOKIE = 'google_code_verifier';
const TAB_COOKIE = 'google_oauth_tab';
const RETURN_COOKIE = 'google_oauth_return';
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
export const GOOGLE_START_PATH = '/auth/google';

export function googleEnabled(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

function googleClient(config: Config): Google | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  const redirectUri = `${config.PUBLIC_URL.replace(/\/+$/, '')}${GOOGLE_CALLBACK_PATH}`;
  return new Google(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, redirectUri);
}

/** The claims Releia reads from Google's ID token. */
interface GoogleClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

function readClaims(value: object): GoogleClaims | null {
  const c = value as Record<string, unknown>;
  if (typeof c.sub !== 'string' || !c.sub) return null;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    sub: c.sub,
    email: str(c.email)?.toLowerCase(),
    email_verified: c.email_verified === true || c.email_verified === 'true',
    name: str(c.name),
    given_name: str(c.given_name),
    family_name: str(c.family_name),
  };
}

/** Why social sign-in failed, as the login screen explains it ('Erro no login social'). */
export type GoogleError =
  | 'indisponivel'
  | 'estado'
  | 'cancelado'
  | 'google'
  | 'email'
  | 'suspensa'
  | 'limite'
  | 'interno';

const fail = (res: ServerResponse, code: GoogleError) => redirect(res, `/auth?erro=${code}`);

/**
 * Where the flow was started from, and where it lands: a new account completes its profile, a
 * sign-in goes home, and the fresh sign-in that deleting an account asks for
 * (docs/product/data-rights.md#deletion) goes back to 'Meus dados'.
 */
const AFTER_SIGN_IN = {
  register: '/complete-profile',
  login: '/',
  reauth: '/dashboard#meus-dados',
} as const;
type FlowTab = keyof typeof AFTER_SIGN_IN;

function flowTab(value: string | null | undefined): FlowTab {
  return value === 'register' || value === 'reauth' ? value : 'login';
}

/**
 * The page a sign-in started elsewhere returns to (docs/product/accounts.md#sign-in): a same-site
 * path only, checked when the flow starts and again when it ends, never an address elsewhere.
 */
function returnPath(value: string | null | undefined): string | null {
  const path = safeRedirect(value);
  return path === '/' ? null : path;
}

/** Where the browser lands once signed in: a new account still picks its username first. */
export function afterSignIn(tab: FlowTab, back: string | null): string {
  if (tab === 'reauth' || !back) return AFTER_SIGN_IN[tab];
  return tab === 'register' ? `${AFTER_SIGN_IN.register}?${new URLSearchParams({ redirect: back })}` : back;
}

export function createGoogleHandlers(deps: Deps) {
  const { db, config } = deps;
  const secure = config.PUBLIC_URL.startsWith('https:');
  const addressOf = clientAddressResolver(config.TRUST_PROXY);

  /** GET /auth/google?tab=login|register|reauth&redirect=/path */
  const start = (req: IncomingMessage, res: ServerResponse) => {
    const google = googleClient(config);
    if (!google) return fail(res, 'indisponivel');
    const params = requestUrl(req).searchParams;
    const tab = flowTab(params.get('tab'));
    const back = returnPath(params.get('redirect'));
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const url = google.createAuthorizationURL(state, codeVerifier, ['openid', 'profile', 'email']);
    url.searchParams.set('prompt', 'select_account');
    appendSetCookie(res, flowCookie(STATE_COOKIE, state, secure));
    appendSetCookie(res, flowCookie(VERIFIER_COOKIE, codeVerifier, secure));
    appendSetCookie(res, flowCookie(TAB_COOKIE, tab, secure));
    appendSetCookie(res, flowCookie(RETURN_COOKIE, back ?? '', secure, back ? 600 : 0));
    redirect(res, url.toString());
  };

  /** GET /auth/google/callback?code&state */
  const callback = async (req: IncomingMessage, res: ServerResponse) => {
    // The flow cookies are single-use whatever happens next.
    for (const name of [STATE_COOKIE, VERIFIER_COOKIE, TAB_COOKIE, RETURN_COOKIE])
      appendSetCookie(res, flowCookie(name, '', secure, 0));
    const google = googleClient(config);
    if (!google) return fail(res, 'indisponivel');
    const params = requestUrl(req).searchParams;
    if (params.get('error')) return fail(res, 'cancelado');
    const code = params.get('code');
    const state = params.get('state');
    const storedState = readCookie(req.headers.cookie, STATE_COOKIE);
    const codeVerifier = readCookie(req.headers.cookie, VERIFIER_COOKIE);
    const tab = flowTab(readCookie(req.headers.cookie, TAB_COOKIE));
    const back = returnPath(readCookie(req.headers.cookie, RETURN_COOKIE));
    if (!code || !state || !storedState || !codeVerifier || state !== storedState) return fail(res, 'estado');

    const claims = await exchangeCode(google, code, codeVerifier);
    if (!claims) return fail(res, 'google');
    try {
      const outcome = await db.transaction().execute(async (trx) => {
        const found = await accountFor(trx, claims, () => registrationAllowed(trx, config, addressOf(req)));
        if (typeof found !== 'string') return found;
        const user = await findUserById(trx, found);
        if (!user) return { error: 'interno' as const };
        if (user.suspended_at) return { error: 'suspensa' as const };
        const token = readCookie(req.headers.cookie, SESSION_COOKIE);
        await startSession(
          {
            db: trx,
            config,
            sessionId: token ? sessionIdFromToken(token) : null,
            userAgent: req.headers['user-agent'] ?? null,
            setCookie: (c) => appendSetCookie(res, c),
          },
          found,
          trx,
        );
        return { error: null };
      });
      if (outcome.error) return fail(res, outcome.error);
    } catch (error) {
      logger.error({ err: error }, 'Google: falha ao entrar');
      return fail(res, 'interno');
    }
    redirect(res, afterSignIn(tab, back));
  };

  return { start, callback };
}

/** The claims of the ID token Google gives for `code`; null when Google refuses or answers oddly. */
async function exchangeCode(
  google: Google,
  code: string,
  codeVerifier: string,
): Promise<GoogleClaims | null> {
  try {
    const tokens = await google.validateAuthorizationCode(code, codeVerifier);
    // decodeIdToken does not check the signature, and need not: the token came straight from
    // Google's token endpoint over TLS in exchange for our client secret and PKCE verifier,
    // so it cannot have been forged by the browser (OpenID Connect Core 3.1.3.7, item 6).
    return readClaims(decodeIdToken(tokens.idToken()));
  } catch (error) {
    if (!(error instanceof OAuth2RequestError || error instanceof ArcticFetchError))
      logger.warn({ err: error }, 'Google: resposta inesperada no callback');
    return null;
  }
}

/**
 * The user this Google account signs in as: the one already linked, else the account with its
 * email (then linked), else a new account (then linked); an error when none may be.
 */
async function accountFor(
  trx: Executor,
  claims: GoogleClaims,
  mayRegister: () => Promise<boolean>,
): Promise<string | { error: 'email' | 'limite' }> {
  const linked = await findUserIdByOauth(trx, 'google', claims.sub);
  if (linked) return linked;
  // Linking by email is only safe when Google vouches for the address.
  if (!claims.email || !claims.email_verified) return { error: 'email' };
  let userId: string;
  const existing = await findUserByEmail(trx, claims.email);
  if (existing) {
    userId = existing.id;
    if (!existing.email_verified_at) await takeOverUnprovenAccount(trx, userId);
  } else {
    // A new account, as through the sign-up form: counted against its address.
    if (!(await mayRegister())) return { error: 'limite' };
    const [first, ...rest] = (claims.name ?? claims.email.split('@')[0] ?? 'Leitor').split(/\s+/);
    userId = await createAccount(trx, {
      email: claims.email,
      passwordHash: null,
      firstName: claims.given_name ?? first ?? 'Leitor',
      lastName: claims.family_name ?? rest.join(' '),
      emailVerified: true,
    });
  }
  await linkOauthAccount(trx, userId, 'google', claims.sub);
  return userId;
}

/**
 * Someone may have registered this address without owning it (account pre-hijacking): the
 * unproven password and its sessions go before linking, and Google's word verifies the email.
 */
async function takeOverUnprovenAccount(trx: Executor, userId: string): Promise<void> {
  await trx.updateTable('users').set({ password_hash: null }).where('id', '=', userId).execute();
  await invalidateUserSessions(trx, userId);
  await trx
    .updateTable('users')
    .set({ email_verified_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}
