import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import superjson from 'superjson';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstStreamEvent } from '../../scripts/lib/trpc-http.ts';
import { createApp, staticCacheControl } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { CLIENT_DIST } from '../../server/http/client-build.ts';
import { answerClientError } from '../../server/http/client-error.ts';
import { DEV_SERVICE_WORKER } from '../../server/http/dev-service-worker.ts';
import { createTestDb, TEST_ENGINE, type TestDb, testConfig } from '../helpers/db.ts';
import { createCategory } from '../helpers/factories.ts';
import { devVite, type Listening, listen } from '../helpers/http-server.ts';

// The HTTP surface of server/app.ts, served in-process on an ephemeral port: what tRPC leaves to
// the host (limits), health, the SPA fallback, and the edges a browser never sends but an
// attacker does.

let t: TestDb;
let server: Listening | undefined;
let base = '';

beforeEach(async () => {
  t = await createTestDb();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await t.close();
});

async function start(opts: { production?: boolean; config?: Partial<Record<keyof Config, string>> } = {}) {
  const config = opts.config
    ? testConfig({ DATABASE_PATH: t.config.DATABASE_PATH, DATA_DIR: t.dataDir, ...opts.config })
    : t.config;
  const app = createApp({ db: t.db, config, vite: opts.production ? undefined : devVite });
  server = await listen(app);
  base = server.base;
}

/** A request whose path is sent byte for byte (fetch would resolve `..` segments first). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    // A handler that throws without answering leaves the request hanging: fail fast instead.
    req.setTimeout(2000, () => req.destroy(new Error(`sem resposta para ${path}`)));
    req.end();
  });
}

describe('GET /healthz', () => {
  it('answers 200 {ok:true} when the database answers', async () => {
    await start();
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: true });
  });

  // Closing the only connection is how a test loses a SQLite database; a PostgreSQL pool would
  // just reconnect, and stopping the file's shared cluster would fail the other tests.
  it.skipIf(TEST_ENGINE === 'postgres')('answers 503 when the database is gone', async () => {
    await start();
    t.sqlite.close();
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false });
  });
});

describe('/trpc limits', () => {
  const batchUrl = (n: number) => {
    const paths = Array.from({ length: n }, () => 'categories.list').join(',');
    const input = Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { json: null }]));
    return `${base}/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
  };

  it('serves a batch up to TRPC_MAX_BATCH calls', async () => {
    await start({ config: { TRPC_MAX_BATCH: '3' } });
    const res = await fetch(batchUrl(3));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: unknown } }[];
    expect(body).toHaveLength(3);
    const first = superjson.deserialize<{ categories: unknown }>(body[0]?.result.data as never);
    expect(Array.isArray(first.categories)).toBe(true);
  });

  it('refuses a larger batch with a 4xx before running any of it', async () => {
    await start({ config: { TRPC_MAX_BATCH: '3' } });
    const res = await fetch(batchUrl(4));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('refuses a body over MAX_BODY_BYTES with 413', async () => {
    await start({ config: { MAX_BODY_BYTES: '2048' } });
    const res = await fetch(`${base}/trpc/accounts.login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ json: { email: 'a@example.com', password: 'x'.repeat(4096) } }),
    });
    expect(res.status).toBe(413);
  });

  it('accepts a body under the limit (the 413 above is the limit, not the route)', async () => {
    await start({ config: { MAX_BODY_BYTES: '2048' } });
    const res = await fetch(`${base}/trpc/accounts.login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ json: { email: 'ninguem@example.com', password: 'senha-errada-123' } }),
    });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });
});

describe('SPA fallback', () => {
  it.each(['/livro/x', '/qualquer-coisa', '/admin/usuarios?pagina=2'])(
    'answers %s with the app, never cached',
    async (path) => {
      await start();
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toMatch(/<div id="root"[ >]/);
    },
  );

  it('refuses other methods on app paths with 405', async () => {
    await start();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await fetch(`${base}/livro/x`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('answers HEAD without a body', async () => {
    await start();
    const res = await fetch(`${base}/qualquer-coisa`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('tRPC answers go out whole', () => {
  const list = () =>
    fetch(`${base}/trpc/categories.list?batch=1&input=${encodeURIComponent('{"0":{}}')}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });

  it('with their length, uncompressed under the 4 KB threshold (COMPRESS_FROM_BYTES)', async () => {
    // The reference categories alone are over the threshold; an empty list is well under it.
    await t.db.deleteFrom('categories').execute();
    await start();
    const res = await list();
    const body = await res.text();
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(res.headers.get('transfer-encoding')).toBeNull();
  });

  it('compressed in one piece above it', async () => {
    for (let i = 0; i < 40; i++)
      await createCategory(t.db, { slug: `categoria-${i}`, name: `Categoria ${i}` });
    await start();
    const res = await list();
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(((await res.json()) as unknown[]).length).toBe(1);
  });

  it('except event streams, which still stream', async () => {
    await start();
    const event = await firstStreamEvent(base, 'likes.events', { bookIds: [] }, null);
    expect(event.ok).toBe(true);
    expect(JSON.parse(event.text)).toMatchObject({ json: { kind: 'snapshot' } });
  });
});

describe('requests Node cannot parse', () => {
  it('answers an oversized URL with 431 and a message, through answerClientError', async () => {
    await start();
    server?.server.on('clientError', answerClientError);
    const res = await rawGet(`/trpc/books.list?input=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      error: 'O endereço ou os cabeçalhos da requisição são grandes demais.',
    });
  });
});

describe('API only (SERVE_CLIENT=false)', () => {
  it('serves the API and health but no pages, without reading a client build', async () => {
    await start({ production: true, config: { SERVE_CLIENT: 'false' } });
    const page = await fetch(`${base}/livro/x`);
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ error: 'Este servidor atende só a API (SERVE_CLIENT=false).' });
    expect((await fetch(`${base}/index.html`)).status).toBe(404);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const input = encodeURIComponent(JSON.stringify({ 0: { json: null } }));
    expect((await fetch(`${base}/trpc/categories.list?batch=1&input=${input}`)).status).toBe(200);
  });
});

describe('/images', () => {
  it('never serves a file outside the uploads directory', async () => {
    // A real file right beside the uploads directory: the database's own directory.
    writeFileSync(join(t.dataDir, 'segredo.txt'), 'não era para sair daqui');
    await start();
    for (const path of [
      '/images/../../etc/passwd',
      '/images/..%2f..%2f..%2fetc%2fpasswd',
      '/images/%2e%2e/segredo.txt',
      '/images/..%2fsegredo.txt',
      '/images/..%5csegredo.txt',
    ]) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('não era para sair');
      expect(res.body, path).not.toContain('root:');
    }
  });

  it('answers 404 for a missing image', async () => {
    await start();
    expect((await rawGet('/images/nao-existe.jpg')).status).toBe(404);
  });

  it('answers a malformed escape with 4xx and keeps serving', async () => {
    await start();
    const res = await rawGet('/images/%E0%A4%A');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe('security headers', () => {
  it('are on every response', async () => {
    await start();
    for (const path of ['/healthz', '/livro/x', '/trpc/categories.list']) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

// The production branch (sirv over dist/client) needs the client build; `npm test` builds it
// before these tests run.
const built = existsSync(join(CLIENT_DIST, 'index.html'));

describe.skipIf(!built)('production static files (needs `npm run build`)', () => {
  it('serves index.html at / and for client routes with no-cache', async () => {
    await start({ production: true });
    for (const path of ['/', '/index.html', '/livro/x', '/qualquer-coisa']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toMatch(/<div id="root"[ >]/);
    }
  });

  it("names a page's own chunks in its HTML, so they download with the entry", async () => {
    await start({ production: true });
    const preloads = async (path: string) => {
      const html = await (await fetch(`${base}${path}`)).text();
      return [...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g)].map(
        (m) => m[1],
      );
    };
    // The entry's own preload is in every page (vite.config.ts); a path no route has gets only it.
    const entryOnly = await preloads('/nao/existe/aqui');
    expect(entryOnly).toHaveLength(1);
    const home = await preloads('/');
    expect(home.length).toBeGreaterThan(1);
    expect(home).toContain(entryOnly[0]);
    for (const chunk of home) expect((await fetch(`${base}${chunk}`)).status, chunk).toBe(200);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    // The largest script: answers under 4 KB go uncompressed.
    const dir = join(CLIENT_DIST, 'assets');
    const assets = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
    expect(assets.length).toBeGreaterThan(0);
    await start({ production: true });
    const res = await fetch(`${base}/assets/${assets[0]}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it("sends the build's brotli copy of a file to browsers that accept it", async () => {
    const dir = join(CLIENT_DIST, 'assets');
    const css = readdirSync(dir).find((f) => f.endsWith('.css'));
    if (!css) throw new Error('no stylesheet in the build');
    await start({ production: true });
    const res = await fetch(`${base}/assets/${css}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(res.headers.get('content-length'))).toBe(statSync(join(dir, `${css}.br`)).size);
    expect(await res.text()).toBe(readFileSync(join(dir, css), 'utf8'));
  });

  it('answers a missing asset with 404, not with the app', async () => {
    await start({ production: true });
    const res = await fetch(`${base}/assets/nao-existe-123.js`);
    expect(res.status).toBe(404);
  });
});

describe('service worker and manifest', () => {
  it('caches hashed assets for a year, and never the worker, the manifest or the app', () => {
    expect(staticCacheControl('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/sw.js', '/manifest.webmanifest', '/', '/index.html', '/livro/x']) {
      expect(staticCacheControl(path), path).toBe('no-cache');
    }
    expect(staticCacheControl('/icons/icon-192.png')).toBe('public, max-age=3600');
  });

  it('in development answers /sw.js with a worker that unregisters itself and reloads its tabs', async () => {
    await start();
    const res = await fetch(`${base}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = await res.text();
    expect(body).toBe(DEV_SERVICE_WORKER);
    expect(body).toContain('registration');
    expect(body).toContain('.unregister()');
  });
});

describe.skipIf(!built)('production service worker and manifest (needs `npm run build`)', () => {
  it('serves /sw.js as JavaScript with no-cache, listing the app shell', async () => {
    await start({ production: true });
    const res = await fetch(`${base}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = await res.text();
    expect(body).toContain('index.html');
    expect(body).not.toBe(DEV_SERVICE_WORKER);
  });

  it('serves the manifest as application/manifest+json, in pt-BR, with the icons it names', async () => {
    await start({ production: true });
    const res = await fetch(`${base}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await res.json()) as {
      lang: string;
      short_name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      lang: 'pt-BR',
      short_name: 'Releia',
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const file = await fetch(`${base}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toBe('image/png');
    }
  });

  it('links the manifest from the app’s HTML', async () => {
    await start({ production: true });
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  });
});

describe('the client build directory', () => {
  it('is where server/http/client-build.ts says', () => {
    mkdirSync(CLIENT_DIST, { recursive: true });
    expect(CLIENT_DIST).toBe(join(process.cwd(), 'dist', 'client'));
  });
});
