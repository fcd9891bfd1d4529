import sharp from 'sharp';
import superjson from 'superjson';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../db/password.ts';
import { createApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { createTestDb, type TestDb, testConfig } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { beginGoogle, finishGoogle, stubGoogle } from '../helpers/google-stub.ts';
import { devVite, type Listening, listen } from '../helpers/http-server.ts';

// The accounts HTTP surface served in-process: cross-site protection, cookie attributes, body
// limits, photo uploads and the Google flow with Google's token endpoint stubbed.

let t: TestDb;
let server: Listening | undefined;
let base = '';
const realFetch = globalThis.fetch;

async function start(overrides: Partial<Record<keyof Config, string>> = {}) {
  const config = testConfig({ DATABASE_PATH: t.config.DATABASE_PATH, DATA_DIR: t.dataDir, ...overrides });
  server = await listen(createApp({ db: t.db, config, vite: devVite }));
  base = server.base;
}

beforeEach(async () => {
  t = await createTestDb();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server?.close();
  server = undefined;
  await t.close();
});

function loginRequest(headers: Record<string, string> = {}, body?: string) {
  return realFetch(`${base}/trpc/accounts.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body:
      body ?? JSON.stringify(superjson.serialize({ email: 'ana@example.com', password: 'senha-certa-1' })),
  });
}

describe('cross-site protection', () => {
  beforeEach(async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash: await hashPassword('senha-certa-1') });
    await start();
  });

  it('refuses a cross-origin POST to /trpc with 403 and changes nothing', async () => {
    const res = await loginRequest({ origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
  });

  it('refuses by Sec-Fetch-Site even when Origin looks right', async () => {
    expect((await loginRequest({ origin: base, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await loginRequest({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
  });

  it('refuses form content types', async () => {
    const res = await loginRequest(
      { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      'email=ana%40example.com&password=senha-certa-1',
    );
    expect(res.status).toBe(415);
    expect((await loginRequest({ origin: base, 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('accepts a same-origin sign-in and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await loginRequest({ origin: base, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^releia_session=[a-z0-9]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('never changes data through a query: mutations refuse GET', async () => {
    const input = encodeURIComponent(
      JSON.stringify(superjson.serialize({ email: 'ana@example.com', password: 'senha-certa-1' })),
    );
    const res = await realFetch(`${base}/trpc/accounts.login?input=${input}`);
    expect(res.status).toBe(405);
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
  });

  it('answers 413 to a body over the limit', async () => {
    const huge = JSON.stringify({ json: { email: 'a@b.co', password: 'x'.repeat(1_100_000) } });
    const res = await loginRequest({ origin: base }, huge);
    expect(res.status).toBe(413);
  });
});

describe('session cookie over https', () => {
  it('adds Secure when PUBLIC_URL is https', async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash: await hashPassword('senha-certa-1') });
    await start({ PUBLIC_URL: 'https://releia.example' });
    const res = await loginRequest();
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });
});

describe('photo uploads', () => {
  async function signIn(): Promise<string> {
    await createUser(t.db, { email: 'ana@example.com', passwordHash: await hashPassword('senha-certa-1') });
    const res = await loginRequest();
    return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  it('re-encodes an image to WebP under its hash and serves it', async () => {
    await start();
    const cookie = await signIn();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'segredo' } } })
      .toBuffer();
    const res = await realFetch(`${base}/uploads/avatars`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'image/png', origin: base },
      body: png,
    });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/images\/avatars\/[0-9a-f]{64}\.webp$/);
    const served = await realFetch(`${base}${url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('refuses visitors, non-images, oversize files and cross-site posts', async () => {
    await start();
    const body = Buffer.from('not an image');
    expect(
      (
        await realFetch(`${base}/uploads/avatars`, {
          method: 'POST',
          headers: { 'content-type': 'image/png' },
          body,
        })
      ).status,
    ).toBe(401);
    const cookie = await signIn();
    const post = (headers: Record<string, string>, data: Buffer) =>
      realFetch(`${base}/uploads/avatars`, {
        method: 'POST',
        headers: { cookie, ...headers },
        body: new Uint8Array(data),
      });
    expect((await post({ 'content-type': 'image/png' }, body)).status).toBe(415);
    expect((await post({ 'content-type': 'image/gif' }, body)).status).toBe(415);
    expect((await post({ 'content-type': 'image/png' }, Buffer.alloc(5 * 1024 * 1024 + 1))).status).toBe(413);
    expect((await post({ 'content-type': 'image/png', origin: 'https://evil.example' }, body)).status).toBe(
      403,
    );
    const big = await sharp({ create: { width: 4100, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await post({ 'content-type': 'image/png' }, big)).status).toBe(422);
  });
});

describe('Google sign-in', () => {
  it('is hidden and refused without credentials', async () => {
    await start();
    const res = await realFetch(`${base}/auth/google`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/auth?erro=indisponivel');
  });

  it('creates a verified user from the register tab and returns to /complete-profile', async () => {
    await start({ GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'segredo' });
    const { location, cookie, setCookies } = await beginGoogle(base, 'register');
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/google/callback');
    for (const c of setCookies) expect(c).toMatch(/HttpOnly; SameSite=Lax/);
    const state = location.searchParams.get('state') ?? '';

    const calls = stubGoogle({
      sub: 'g-123',
      email: 'Bia@Gmail.com',
      email_verified: true,
      given_name: 'Bia',
      family_name: 'Lima',
    });
    const res = await finishGoogle(base, cookie, state);
    expect(res.headers.get('location')).toBe('/complete-profile');
    expect(res.headers.getSetCookie().some((c) => /^releia_session=[a-z0-9]+;.*HttpOnly/.test(c))).toBe(true);
    expect(calls[0]).toContain('code_verifier=');
    const user = await t.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.email', 'users.email_verified_at', 'users.password_hash', 'profiles.name'])
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: 'bia@gmail.com', password_hash: null, name: 'Bia Lima' });
    expect(user.email_verified_at).not.toBeNull();
    expect(await t.db.selectFrom('oauth_accounts').selectAll().execute()).toMatchObject([
      { provider: 'google', provider_user_id: 'g-123' },
    ]);
  });

  it('links by verified email from the login tab and returns to /', async () => {
    const existing = await createUser(t.db, { email: 'ana@example.com', verified: true, passwordHash: 'h' });
    await start({ GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'segredo' });
    const { location, cookie } = await beginGoogle(base, 'login');
    stubGoogle({ sub: 'g-9', email: 'ana@example.com', email_verified: true, name: 'Ana' });
    const res = await finishGoogle(base, cookie, location.searchParams.get('state') ?? '');
    expect(res.headers.get('location')).toBe('/');
    const link = await t.db.selectFrom('oauth_accounts').select('user_id').executeTakeFirstOrThrow();
    expect(link.user_id).toBe(existing.id);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('returns to the same-site page the sign-in started from, never elsewhere', async () => {
    await createUser(t.db, { email: 'ana@example.com', verified: true, passwordHash: 'h' });
    await start({ GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'segredo' });
    const landing = async (tab: 'login' | 'register', returnTo: string, sub: string, email: string) => {
      const flow = await beginGoogle(base, tab, returnTo);
      stubGoogle({ sub, email, email_verified: true, name: 'Ana' });
      const res = await finishGoogle(base, flow.cookie, flow.location.searchParams.get('state') ?? '');
      vi.unstubAllGlobals();
      return res.headers.get('location');
    };
    expect(await landing('login', '/livro/um-livro?x=1', 'g-1', 'ana@example.com')).toBe(
      '/livro/um-livro?x=1',
    );
    // A new account picks its username first, then goes on to the page.
    expect(await landing('register', '/carrinho', 'g-2', 'bia@example.com')).toBe(
      '/complete-profile?redirect=%2Fcarrinho',
    );
    for (const evil of ['https://evil.example/x', '//evil.example', '/\\evil.example', '/auth?redirect=/x'])
      expect(await landing('login', evil, 'g-1', 'ana@example.com')).toBe('/');
  });

  it('fails with a reason on a state mismatch, a token error or an unverified email', async () => {
    await start({ GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'segredo' });
    const first = await beginGoogle(base, 'login');
    expect((await finishGoogle(base, first.cookie, 'outro-estado')).headers.get('location')).toBe(
      '/auth?erro=estado',
    );

    const second = await beginGoogle(base, 'login');
    stubGoogle('error');
    expect(
      (await finishGoogle(base, second.cookie, second.location.searchParams.get('state') ?? '')).headers.get(
        'location',
      ),
    ).toBe('/auth?erro=google');

    vi.unstubAllGlobals();
    const third = await beginGoogle(base, 'login');
    stubGoogle({ sub: 'g-1', email: 'x@example.com', email_verified: false });
    expect(
      (await finishGoogle(base, third.cookie, third.location.searchParams.get('state') ?? '')).headers.get(
        'location',
      ),
    ).toBe('/auth?erro=email');
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });
  it('counts a new Google account against the registrations of its address, as a sign-up form does', async () => {
    await start({
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'segredo',
      REGISTRATIONS_PER_HOUR: '2',
    });
    const signUp = async (n: number) => {
      vi.unstubAllGlobals();
      const { location, cookie } = await beginGoogle(base, 'register');
      stubGoogle({ sub: `g-${n}`, email: `pessoa${n}@gmail.com`, email_verified: true, name: `Pessoa ${n}` });
      return (await finishGoogle(base, cookie, location.searchParams.get('state') ?? '')).headers.get(
        'location',
      );
    };
    expect(await signUp(1)).toBe('/complete-profile');
    expect(await signUp(2)).toBe('/complete-profile');
    expect(await signUp(3)).toBe('/auth?erro=limite');
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(2);
  });
});

describe('a malformed cookie header', () => {
  it('is a visitor without a session, never a 500, on the API and the pages', async () => {
    await start();
    const cookie = 'releia_session=%E0%A4%A; outro=%';
    const api = await realFetch(`${base}/trpc/categories.list`, { headers: { cookie } });
    expect(api.status).toBe(200);
    const me = await realFetch(`${base}/trpc/accounts.me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(superjson.deserialize((await me.json()).result.data)).toBeNull();
    const page = await realFetch(`${base}/livraria/alguem`, { headers: { cookie } });
    expect(page.status).toBe(200);
  });
});
