import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db/client.ts';
import {
  readCookie,
  SESSION_COOKIE,
  type SessionUser,
  sessionCookie,
  validateSessionToken,
} from './accounts/session.ts';
import type { Config } from './config.ts';
import { clientAddressResolver } from './http/client-address.ts';
import { appendSetCookie } from './http/cookies.ts';
import { noteUser } from './observability/request-info.ts';

export type { SessionUser } from './accounts/session.ts';

export interface Deps {
  db: DB;
  config: Config;
}

interface InnerOptions extends Deps {
  user?: SessionUser | null;
  sessionId?: string | null;
  ip?: string | null;
  /** The browser's User-Agent, kept with a new session as its device. */
  userAgent?: string | null;
  /** Collects Set-Cookie values; the HTTP adapter writes them to the response. */
  setCookie?: (cookie: string) => void;
}

/**
 * The context without HTTP, so tests call procedures through `createCaller` with any user they
 * like (trpc/trpc next-prisma-starter's `createContextInner`).
 */
export function createContextInner(opts: InnerOptions) {
  return {
    db: opts.db,
    config: opts.config,
    user: opts.user ?? null,
    sessionId: opts.sessionId ?? null,
    ip: opts.ip ?? null,
    userAgent: opts.userAgent ?? null,
    setCookie: opts.setCookie ?? (() => {}),
  };
}

export type Context = ReturnType<typeof createContextInner>;

export function createContextFactory(deps: Deps) {
  const secure = deps.config.PUBLIC_URL.startsWith('https:');
  const addressOf = clientAddressResolver(deps.config.TRUST_PROXY);
  return async ({ req, res }: { req: IncomingMessage; res: ServerResponse }): Promise<Context> => {
    const setCookie = (cookie: string) => appendSetCookie(res, cookie);
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    const session = token ? await validateSessionToken(deps.db, token) : null;
    if (session) noteUser(req, session.user.id);
    // A renewed session gets its cookie re-sent so the browser's expiry slides too.
    if (token && session) setCookie(sessionCookie(token, session.expiresAt, secure));
    return createContextInner({
      ...deps,
      user: session?.user ?? null,
      sessionId: session?.sessionId ?? null,
      ip: addressOf(req),
      userAgent: req.headers['user-agent'] ?? null,
      setCookie,
    });
  };
}
