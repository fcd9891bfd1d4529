import { Writable } from 'node:stream';
import superjson from 'superjson';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../db/password.ts';
import { SESSION_COOKIE } from '../../server/accounts/session.ts';
import { createApp } from '../../server/app.ts';
import { createLogger } from '../../server/observability/logger.ts';
import { routesOf } from '../../server/observability/request-log.ts';
import { createTestDb, type TestDb, testConfig } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { devVite, type Listening, listen } from '../helpers/http-server.ts';

// The request log (one JSON line per request, with its id and never a secret) and /metrics in
// Prometheus text format, served in-process.

let t: TestDb;
let server: Listening | undefined;
let base = '';
let logLines: string[] = [];

async function start(overrides: Record<string, string> = {}) {
  const config = testConfig({ DATABASE_PATH: t.config.DATABASE_PATH, DATA_DIR: t.dataDir, ...overrides });
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger({ level: 'info', destination });
  server = await listen(createApp({ db: t.db, config, vite: devVite, logger }));
  base = server.base;
}

beforeEach(async () => {
  t = await createTestDb();
  logLines = [];
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await t.close();
});

interface RequestLine {
  reqId: string;
  method: string;
  route: string;
  path: string;
  status: number;
  ms: number;
  userId: string | null;
}

/** The request line of the answer `res` (found by the id the server sent back). */
async function lineOf(res: Response): Promise<RequestLine> {
  const id = res.headers.get('x-request-id');
  expect(id).toMatch(/^[\w-]{36}$/);
  // The line is written when the answer finishes, just after the client has its headers.
  for (let i = 0; i < 50; i++) {
    const found = logLines.map((l) => JSON.parse(l) as RequestLine).find((l) => l.reqId === id);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`nenhuma linha de log para ${id}`);
}

describe('request log', () => {
  it('writes one line per request with its id, method, procedure, status, duration and user; no secret', async () => {
    const password = 'senha-secreta-do-teste-1';
    const user = await createUser(t.db, {
      email: 'ana@example.com',
      passwordHash: await hashPassword(password),
    });
    await start();

    const login = await fetch(`${base}/trpc/accounts.login?token=segredo-na-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(superjson.serialize({ email: 'ana@example.com', password })),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const token = cookie.slice(`${SESSION_COOKIE}=`.length);
    expect(token.length).toBeGreaterThan(10);
    expect(await lineOf(login)).toMatchObject({
      method: 'POST',
      route: 'accounts.login',
      path: '/trpc/accounts.login',
      status: 200,
      userId: null,
    });

    const me = await fetch(`${base}/trpc/accounts.me`, {
      headers: { cookie, authorization: 'Bearer x-y-z' },
    });
    expect(me.status).toBe(200);
    const line = await lineOf(me);
    expect(line).toMatchObject({ method: 'GET', route: 'accounts.me', status: 200, userId: user.id });
    expect(line.ms).toBeGreaterThanOrEqual(0);

    const page = await fetch(`${base}/livro/x`);
    expect(await lineOf(page)).toMatchObject({ route: 'page', status: 200 });

    const all = logLines.join('');
    for (const secret of [password, token, 'segredo-na-url', 'x-y-z', 'ana@example.com'])
      expect(all, secret).not.toContain(secret);
  });

  it("keeps a proxy's request id that looks like one, and makes its own otherwise", async () => {
    await start();
    const kept = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'proxy-1234abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-1234abcd');
    const replaced = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'a b {"status":1}' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
  });

  it('labels requests from closed lists, so invented URLs add no series', () => {
    const procedures = new Set(['books.list', 'accounts.me']);
    expect(routesOf('/trpc/books.list,accounts.me', procedures)).toEqual(['books.list', 'accounts.me']);
    expect(routesOf('/trpc/inventado123', procedures)).toEqual(['trpc:desconhecido']);
    expect(routesOf('/livro/qualquer-coisa', procedures)).toEqual(['page']);
    expect(routesOf('/assets/x-123.js', procedures)).toEqual(['static']);
    expect(routesOf('/images/abc.webp', procedures)).toEqual(['images']);
    expect(routesOf('/healthz', procedures)).toEqual(['healthz']);
  });
});

/** Samples by metric name, from Prometheus text format; throws on any line that is not valid. */
function parsePrometheus(text: string): Map<string, { labels: string; value: number }[]> {
  const samples = new Map<string, { labels: string; value: number }[]>();
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][\w:]*) (.+)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(meta[3]);
        types.set(meta[2] ?? '', meta[3] ?? '');
      }
      continue;
    }
    const sample =
      /^([a-zA-Z_:][\w:]*)(\{(?:[a-zA-Z_]\w*="(?:[^"\\]|\\.)*",?)*\})? (-?[\d.e+-]+|[+-]?(?:nan|inf))$/i.exec(
        line,
      );
    if (!sample) throw new Error(`linha inválida no formato Prometheus: ${line}`);
    const name = sample[1] ?? '';
    const family = name.replace(/_(bucket|sum|count|total|created)$/, '');
    if (!types.has(name) && !types.has(family)) throw new Error(`amostra sem # TYPE: ${line}`);
    const list = samples.get(name) ?? [];
    list.push({ labels: sample[2] ?? '', value: Number(sample[3]) });
    samples.set(name, list);
  }
  return samples;
}

describe('/metrics', () => {
  it('answers Prometheus text with requests per procedure, SSE, outbox, database and process', async () => {
    await start();
    expect((await fetch(`${base}/trpc/categories.list`)).status).toBe(200);
    // A request is counted when its answer has finished going out, which on a busy machine can
    // come after the client has read the body: wait for it rather than racing it.
    const counted = async () =>
      parsePrometheus(await (await fetch(`${base}/metrics`)).text()).get('releia_http_requests_total');
    await expect
      .poll(counted)
      .toContainEqual({ labels: '{route="categories.list",method="GET",status="200"}', value: 1 });
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheus(await res.text());
    expect(samples.get('releia_http_requests_total')).toContainEqual({
      labels: '{route="categories.list",method="GET",status="200"}',
      value: 1,
    });
    expect(samples.get('releia_http_request_duration_seconds_count')).toContainEqual({
      labels: '{route="categories.list"}',
      value: 1,
    });
    for (const name of [
      'releia_sse_connections',
      'releia_outbox_messages',
      'releia_database_bytes',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(samples.has(name), name).toBe(true);
    expect(samples.get('releia_outbox_messages')).toEqual([
      { labels: '{state="waiting"}', value: 0 },
      { labels: '{state="failed"}', value: 0 },
    ]);
  });

  it('requires the Bearer token when METRICS_TOKEN is set', async () => {
    await start({ METRICS_TOKEN: 'um-token-de-metricas-longo' });
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, {
      headers: { authorization: 'Bearer outro-token-qualquer-xx' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('releia_');
    const right = await fetch(`${base}/metrics`, {
      headers: { authorization: 'Bearer um-token-de-metricas-longo' },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('releia_http_requests_total');
  });
});
