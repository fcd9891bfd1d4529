import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { CLIENT_DIST } from '../../server/http/client-build.ts';
import { inlineScriptHashes } from '../../server/http/security-headers.ts';
import { createTestDb, type TestDb, testConfig } from '../helpers/db.ts';
import { devVite, type Listening, listen } from '../helpers/http-server.ts';

// Every answer of the server carries the security headers; the policy of a production page lets
// exactly the inline scripts of the build run and nothing else inline.

let t: TestDb;
let server: Listening | undefined;

beforeEach(async () => {
  t = await createTestDb();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await t.close();
});

async function start(opts: { production: boolean; publicUrl?: string }): Promise<string> {
  const config = testConfig({
    DATABASE_PATH: t.config.DATABASE_PATH,
    DATA_DIR: t.dataDir,
    PUBLIC_URL: opts.publicUrl ?? 'http://localhost:3000',
  });
  server = await listen(createApp({ db: t.db, config, vite: opts.production ? undefined : devVite }));
  return server.base;
}

/** The directives of a policy by name. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const PATHS = ['/', '/livro/x', '/busca?q=a', '/healthz', '/trpc/categories.list', '/nao-existe.js'];

function expectCommonHeaders(res: Response, path: string) {
  expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), path).toBe('DENY');
  expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
  expect(res.headers.get('permissions-policy'), path).toContain('camera=(self)');
  const csp = directives(res.headers.get('content-security-policy'));
  expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
  expect(csp.get('object-src'), path).toEqual(["'none'"]);
  expect(csp.get('img-src'), path).toEqual(["'self'", 'blob:']);
  expect(csp.get('font-src'), path).toEqual(["'self'"]);
  return csp;
}

describe('security headers in development (Vite)', () => {
  it('are on every answer, with the looser script policy HMR needs and no HSTS over http', async () => {
    const base = await start({ production: false });
    for (const path of PATHS) {
      const res = await fetch(`${base}${path}`);
      const csp = expectCommonHeaders(res, path);
      expect(csp.get('script-src'), path).toEqual(["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"]);
      expect(csp.get('connect-src'), path).toEqual(["'self'", 'blob:', 'ws:', 'wss:']);
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, not scripts with src nor JSON data blocks', () => {
    const html =
      '<script>alert(1)</script><script type="module" src="/a.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script>\nb()\n</script>';
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ]);
  });
});

const built = existsSync(join(CLIENT_DIST, 'index.html'));

describe.skipIf(!built)('security headers in production (needs `npm run build`)', () => {
  it('allow exactly the inline scripts of the build, and no other inline script', async () => {
    const base = await start({ production: true });
    const expected = inlineScriptHashes(readFileSync(join(CLIENT_DIST, 'index.html'), 'utf8'));
    expect(expected.length).toBeGreaterThan(0);
    for (const path of [...PATHS, '/sw.js', '/manifest.webmanifest']) {
      const res = await fetch(`${base}${path}`);
      const csp = expectCommonHeaders(res, path);
      expect(csp.get('script-src'), path).toEqual(["'self'", "'wasm-unsafe-eval'", ...expected]);
      expect(csp.get('connect-src'), path).toEqual(["'self'", 'blob:']);
    }
  });

  it('send Strict-Transport-Security only when PUBLIC_URL is https', async () => {
    const base = await start({ production: true, publicUrl: 'https://releia.example.org' });
    for (const path of PATHS) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
  });
});
