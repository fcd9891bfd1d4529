import { cleanup } from '@testing-library/react';
import superjson, { type SuperJSONResult } from 'superjson';
import { afterEach, beforeEach, vi } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../../server/accounts/session.ts';
import type { SessionUser } from '../../server/context.ts';
import { type AppServer, startAppServer } from './app-server.ts';
import { createTestDb, type TestDb } from './db.ts';
import { pageEventSource } from './page-event-source.ts';
import { type Gate, gateList } from './page-gates.ts';

export type { Gate };

// The real server as a client test's page reaches it. The components keep the app's own tRPC
// client (client/lib/trpc.ts: its links, batching, superjson, query keys); what a browser gives
// that client and jsdom does not is put in place here: a fetch that sends '/trpc/…' to the page's
// origin, here the whole app (server/app.ts over appRouter) on a loopback HTTP server over a fresh
// test database, carrying the cookies the server set, and an EventSource for the live feeds over
// that fetch. Nothing answers in the server's place but the stand-in proxy of `failWith`.

export interface PageServer {
  t: TestDb;
  /** The procedures the page called so far, in order, each call of a batch on its own. */
  calls: string[];
  /** The inputs the page sent `path`, in order (superjson read back). */
  inputsOf(path: string): unknown[];
  /** The page's session: a real session row for `user` and its cookie, as after signing in. */
  signIn(user: SessionUser): Promise<void>;
  /** Requests naming `path` wait here before they are sent. */
  holdRequests(path: string): Gate;
  /**
   * Answers to requests naming `path` wait here before the page gets them; for a live feed opened
   * from now on, its data events do (the first one reached: the server's subscription is ready).
   */
  holdAnswers(path: string): Gate;
  /**
   * A proxy in front of the server answers requests naming `path` with `status` and a page of its
   * own, until the returned function is called.
   */
  failWith(path: string, status: number): () => void;
  /**
   * Resolves once the server has had no request of the page for a moment: what a test does next
   * on the server comes after what the page asked before (a refetch a live event started).
   */
  quiet(): Promise<void>;
  close(): Promise<void>;
}

/** quiet(): how many 20 ms ticks in a row with nothing in flight. */
const QUIET_TICKS = 3;

/** The procedures a request names: '/trpc/a.b,c.d?batch=1' → ['a.b', 'c.d']. */
function proceduresOf(url: URL): string[] {
  return url.pathname.startsWith('/trpc/') ? url.pathname.slice('/trpc/'.length).split(',') : [];
}

/**
 * The page's network to the server at `base`: a browser's fetch on the page's origin, with the
 * cookies the server set, and what the test watches and holds of it.
 */
function pageNetwork(base: string) {
  const cookies = new Map<string, string>();
  const calls: string[] = [];
  const inputs: Array<{ path: string; input: unknown }> = [];
  const requestGates = gateList();
  const answerGates = gateList();
  const failures = new Map<string, number>();
  // inFlight: requests on their way to the server or back, not those waiting at a gate.
  const state = { closed: false, inFlight: 0 };
  const realFetch = globalThis.fetch;

  const send = async (url: URL, init: RequestInit, paths: string[]): Promise<Response> => {
    const headers = new Headers(init.headers);
    // What a browser says of a request from the page to its own origin (server/http/cross-site.ts).
    headers.set('sec-fetch-site', 'same-origin');
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    state.inFlight += 1;
    const response = await realFetch(`${base}${url.pathname}${url.search}`, { ...init, headers }).finally(
      () => {
        state.inFlight -= 1;
      },
    );
    for (const line of response.headers.getSetCookie()) keepCookie(cookies, line);
    if (!response.headers.get('content-type')?.includes('text/event-stream'))
      await answerGates.find(paths)?.pass(init.signal);
    return response;
  };

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin) throw new TypeError(`Fora da origem da página: ${url}`);
    // As a browser's fetch: a request its page gave up on (a query of an unmounted component,
    // left in the app's one tRPC client) is not sent, least of all to the next test's server.
    if (init.signal?.aborted) throw new DOMException('A requisição foi cancelada.', 'AbortError');
    if (state.closed) return new Promise(() => {});
    const paths = proceduresOf(url);
    calls.push(...paths);
    inputs.push(...inputsSent(paths, url, init));
    await requestGates.find(paths)?.pass(init.signal);
    const failure = paths.map((p) => failures.get(p)).find((status) => status !== undefined);
    if (failure === undefined) return send(url, init, paths);
    return new Response('<html><body>Falha no proxy</body></html>', {
      status: failure,
      headers: { 'content-type': 'text/html' },
    });
  };

  return { fetch, cookies, calls, inputs, requestGates, answerGates, failures, state };
}

/**
 * Starts the app over a fresh test database and points the page's fetch and EventSource at it,
 * as stubbed globals: `close` takes back every global stubbed meanwhile (vi.unstubAllGlobals).
 */
export async function startPageServer(): Promise<PageServer> {
  const t = await createTestDb();
  const app: AppServer = await startAppServer(t);
  const net = pageNetwork(app.base);
  vi.stubGlobal('fetch', net.fetch);
  vi.stubGlobal(
    'EventSource',
    pageEventSource(net.fetch, (url) => net.answerGates.find(proceduresOf(url))),
  );
  return {
    t,
    calls: net.calls,
    inputsOf: (path) => net.inputs.filter((i) => i.path === path).map((i) => i.input),
    signIn: async (user) => {
      const token = generateSessionToken();
      await createSession(t.db, token, user.id);
      net.cookies.set(SESSION_COOKIE, token);
    },
    holdRequests: net.requestGates.hold,
    holdAnswers: net.answerGates.hold,
    failWith: (path, status) => {
      net.failures.set(path, status);
      return () => void net.failures.delete(path);
    },
    quiet: async () => {
      for (let still = 0; still < QUIET_TICKS; still = net.state.inFlight === 0 ? still + 1 : 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    close: async () => {
      net.state.closed = true;
      vi.unstubAllGlobals();
      net.requestGates.releaseAll();
      net.answerGates.releaseAll();
      await app.close();
      await t.close();
    },
  };
}

/** Each call's input, from the address (queries, live feeds) or the body (mutations). */
function inputsSent(paths: string[], url: URL, init: RequestInit) {
  const raw = typeof init.body === 'string' ? init.body : url.searchParams.get('input');
  const sent = raw ? (JSON.parse(raw) as Record<string, SuperJSONResult>) : {};
  const batch = url.searchParams.get('batch') === '1';
  return paths.map((path, i) => {
    const one = batch ? sent[String(i)] : (sent as unknown as SuperJSONResult);
    return { path, input: one ? superjson.deserialize(one) : undefined };
  });
}

/** Keeps or forgets a cookie as a browser does on a Set-Cookie line. */
function keepCookie(cookies: Map<string, string>, line: string): void {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const cut = pair.indexOf('=');
  const name = pair.slice(0, cut);
  const value = pair.slice(cut + 1);
  const expired = attributes.some((a) => {
    const [key = '', v = ''] = a.split('=');
    if (key.toLowerCase() === 'max-age') return Number(v) <= 0;
    return key.toLowerCase() === 'expires' && Date.parse(v) <= Date.now();
  });
  if (expired || value === '') cookies.delete(name);
  else cookies.set(name, value);
}

/**
 * A page server for each test of the file: `server()` is the current test's (a fresh database,
 * nobody signed in), started before each test and closed after it.
 */
export function pageServerForEachTest(): () => PageServer {
  let current: PageServer | null = null;
  beforeEach(async () => {
    current = await startPageServer();
  });
  afterEach(async () => {
    // The page goes first (client-setup.ts would unmount it after these hooks): a component still
    // mounted could start a request on the next test's server.
    cleanup();
    await current?.quiet();
    await current?.close();
    current = null;
  });
  return () => {
    if (!current) throw new Error('pageServerForEachTest: só dentro de um teste.');
    return current;
  };
}
