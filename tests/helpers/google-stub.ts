import { expect, vi } from 'vitest';

// 'Continuar com Google' in tests: Google's token endpoint is stubbed, everything else (the app's
// redirect, its state and PKCE cookies, the callback) is real HTTP against a test server.

const realFetch = globalThis.fetch;

function idToken(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ iss: 'https://accounts.google.com', aud: 'client-id', ...claims })}.c2lnbmF0dXJh`;
}

/** Google's token endpoint answers with an ID token for `claims`; everything else is real. */
export function stubGoogle(claims: Record<string, unknown> | 'error') {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.url !== 'https://oauth2.googleapis.com/token') return realFetch(input, init);
    calls.push(await request.text());
    if (claims === 'error')
      return Response.json({ error: 'invalid_grant', error_description: 'Bad Request' }, { status: 400 });
    return Response.json({
      access_token: 'at',
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken(claims),
    });
  });
  return calls;
}

/** GET /auth/google: where it sends the browser and the flow cookies it sets. */
export async function beginGoogle(base: string, tab: 'login' | 'register' | 'reauth', returnTo?: string) {
  const query = new URLSearchParams({ tab });
  if (returnTo !== undefined) query.set('redirect', returnTo);
  const res = await realFetch(`${base}/auth/google?${query}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location') ?? '');
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  return { location, cookie: cookies.join('; '), setCookies: res.headers.getSetCookie() };
}

/** GET /auth/google/callback as Google's redirect brings the browser back. */
export function finishGoogle(base: string, cookie: string, state: string) {
  return realFetch(`${base}/auth/google/callback?code=codigo&state=${state}`, {
    redirect: 'manual',
    headers: { cookie },
  });
}
