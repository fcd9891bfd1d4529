import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import { type Middleware, pathOf, sendJson } from './compose.ts';

// Cross-site request protection for everything that changes state (/trpc, /auth, /uploads).
// The session cookie is SameSite=Lax, which already keeps it off cross-site POSTs in current
// browsers; this check does not rely on that. A browser always tells us where a non-GET request
// comes from, in Sec-Fetch-Site (all current browsers) or Origin: anything but our own origin is
// refused with 403. Requests with neither header do not come from a browser and cannot carry a
// victim's cookies. Form content types are refused outright: they are the ones a cross-site page
// can send without a CORS preflight, and Releia's API never takes them.

const GUARDED = ['/trpc', '/auth', '/uploads'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

function isGuarded(path: string): boolean {
  return GUARDED.some((p) => path === p || path.startsWith(`${p}/`));
}

export function isSameOrigin(req: IncomingMessage, config: Pick<Config, 'PUBLIC_URL'>): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.origin === new URL(config.PUBLIC_URL).origin) return true;
    host = url.host;
  } catch {
    return false;
  }
  // Behind a proxy or on another port than PUBLIC_URL says, the Host header names us; a
  // cross-site page cannot choose it.
  return host === req.headers.host;
}

export function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function refuse(res: ServerResponse, status: 403 | 415, message: string) {
  sendJson(res, status, { error: message });
}

export function crossSiteGuard(config: Pick<Config, 'PUBLIC_URL'>): Middleware {
  return (req, res, next) => {
    const path = pathOf(req);
    if (SAFE_METHODS.has(req.method ?? 'GET') || !isGuarded(path)) return next();
    if (!isSameOrigin(req, config)) return refuse(res, 403, 'Requisição de outro site recusada.');
    const type = mediaType(req);
    if (FORM_TYPES.includes(type)) return refuse(res, 415, 'Tipo de conteúdo não aceito.');
    if ((path === '/trpc' || path.startsWith('/trpc/')) && type !== 'application/json')
      return refuse(res, 415, 'Tipo de conteúdo não aceito.');
    next();
  };
}
