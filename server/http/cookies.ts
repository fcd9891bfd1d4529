import type { IncomingMessage, ServerResponse } from 'node:http';

export function appendSetCookie(res: ServerResponse, cookie: string): void {
  const current = res.getHeader('Set-Cookie');
  const list = Array.isArray(current) ? current : typeof current === 'string' ? [current] : [];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

export function redirect(res: ServerResponse, location: string): void {
  res.statusCode = 302;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

export function requestUrl(req: IncomingMessage): URL {
  return new URL(req.url ?? '/', 'http://releia.local');
}

/** A short-lived HttpOnly cookie for one step of a sign-in flow. */
export function flowCookie(name: string, value: string, secure: boolean, maxAgeSeconds = 600): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
