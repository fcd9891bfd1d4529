import superjson from 'superjson';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createTestDb, type TestDb, testConfig } from '../helpers/db.ts';
import { beginGoogle, finishGoogle, stubGoogle } from '../helpers/google-stub.ts';
import { devVite, type Listening, listen } from '../helpers/http-server.ts';

// A member who signs in only with Google re-authenticates for deletion with a fresh Google
// sign-in (docs/product/data-rights.md#deletion), through the real flow with Google stubbed.

let t: TestDb;
let server: Listening;
const realFetch = globalThis.fetch;

beforeEach(async () => {
  t = await createTestDb();
  const config = testConfig({
    DATABASE_PATH: t.config.DATABASE_PATH,
    DATA_DIR: t.dataDir,
    GOOGLE_CLIENT_ID: 'client-id',
    GOOGLE_CLIENT_SECRET: 'segredo',
  });
  server = await listen(createApp({ db: t.db, config, vite: devVite }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
  await t.close();
});

/** Signs in with Google as a new member; the session cookie. */
async function googleMember(): Promise<string> {
  const { location, cookie } = await beginGoogle(server.base, 'register');
  stubGoogle({ sub: 'g-77', email: 'gabi@gmail.com', email_verified: true, name: 'Gabi Google' });
  const res = await finishGoogle(server.base, cookie, location.searchParams.get('state') ?? '');
  const session = res.headers.getSetCookie().find((c) => c.startsWith('releia_session='));
  return session?.split(';')[0] ?? '';
}

function deleteAccount(session: string) {
  return realFetch(`${server.base}/trpc/accountDeletion.delete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session, origin: server.base },
    body: JSON.stringify(superjson.serialize({})),
  });
}

describe('deleting a Google-only account', () => {
  it("brings the member back to 'Meus dados' after the fresh sign-in it asks for", async () => {
    await googleMember();
    const { location, cookie } = await beginGoogle(server.base, 'reauth');
    stubGoogle({ sub: 'g-77', email: 'gabi@gmail.com', email_verified: true, name: 'Gabi Google' });
    const res = await finishGoogle(server.base, cookie, location.searchParams.get('state') ?? '');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard#meus-dados');
  });

  it('needs a Google sign-in of the last 5 minutes', async () => {
    const session = await googleMember();
    await t.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 6 * 60_000).toISOString() })
      .execute();
    const stale = await deleteAccount(session);
    expect(stale.status).toBe(403);
    expect(await stale.text()).toContain('entre de novo com o Google');

    const fresh = await googleMember();
    const done = await deleteAccount(fresh);
    expect(done.status).toBe(200);
    expect(done.headers.getSetCookie().some((c) => c.startsWith('releia_session=;'))).toBe(true);
    const user = await t.db.selectFrom('users').select(['email', 'deleted_at']).executeTakeFirstOrThrow();
    expect(user.email).not.toBe('gabi@gmail.com');
    expect(user.deleted_at).not.toBeNull();
    expect(await t.db.selectFrom('oauth_accounts').selectAll().execute()).toEqual([]);
  });
});
