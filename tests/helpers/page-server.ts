import { afterEach, beforeEach, vi } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../../server/accounts/session.ts';
import type { SessionUser } from '../../server/context.ts';
import { type AppServer, startAppServer } from './app-server.ts';
import { createTestDb, type TestDb } from './db.ts';
import { pageEventSource } from './page-event-source.ts';

// The real server as a client test's page reaches it. The components keep the app's own tRPC
// client (client/lib/trpc.ts: its links, batching, superjson, query keys); what a browser gives
// that client and jsdom does not is put in place here: a fetch that sends '/trpc/…' to the page's
// origin, here the whole app (server/app.ts over appRouter) on a loopback HTTP server over a fresh
// test database, carrying the cookies the server set, and an EventSource for the live feeds over
// that fetch. Nothing answers in the server's place but the stand-in proxy of `failWith`.

/** A point where the page's requests for a procedure wait until the test lets them through. */
export interface Gate {
  /** Resolves once something is waiting here. */
  reached(): Promise<void>;
  /** Lets everything through, now and from now on. */
  release(): void;
}

export interface PageServer {
  t: TestDb;
  /** The procedures the page called so far, in order, each call of a batch on its own. */
  calls: string[];
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

interface Held {
  path: string;
  released: Promise<void>;
  arrived: () => void;
  gate: Gate;
}

function holdFor(path: string): Held {
  let release = () => {};
  let arrived = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  return {
    path,
    released,
    arrived,
    gate: { reached: () => reached, release },
  };
}

/** Waits at `held` if any; a request aborted meanwhile fails as an aborted fetch does. */
async function waitAt(held: Held | undefined, signal: AbortSignal | null | undefined): Promise<void> {
  if (!held) return;
  held.arrived();
  await new Promise<void>((resolve, reject) => {
    const abort = () => reject(new DOMException('A requisição foi cancelada.', 'AbortError'));
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    void held.released.then(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    });
  });
}

/** quiet(): how many 20 ms ticks in a row with nothing in flight. */
const QUIET_TICKS = 3;

/** The procedures a request names: '/trpc/a.b,c.d?batch=1' → ['a.b', 'c.d']. */
export function proceduresOf(url: URL): string[] {
  return url.pathname.startsWith('/trpc/') ? url.pathname.slice('/trpc/'.length).split(',') : [];
}

/**
 * Starts the app over a fresh test database and points the page's fetch and EventSource at it,
 * as stubbed globals: `close` takes back every global stubbed meanwhile (vi.unstubAllGlobals).
 */
export async function startPageServer(): Promise<PageServer> {
  const t = await createTestDb();
  const app: AppServer = await startAppServer(t);
  const cookies = new Map<string, string>();
  const calls: string[] = [];
  const requestGates: Held[] = [];
  const answerGates: Held[] = [];
  const failures = new Map<string, number>();
  let closed = false;
  /** Requests on their way to the server or back (not those waiting at a gate). */
  let inFlight = 0;
  const gateOf = (gates: Held[], paths: string[]) => gates.find((g) => paths.includes(g.path));
  const realFetch = globalThis.fetch;

  const pageFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin) throw new TypeError(`Fora da origem da página: ${url}`);
    if (closed) return new Promise(() => {});
    const paths = proceduresOf(url);
    calls.push(...paths);
    await waitAt(gateOf(requestGates, paths), init.signal);
    const failure = paths.map((p) => failures.get(p)).find((s) => s !== undefined);
    if (failure !== undefined)
      return new Response('<html><body>Falha no proxy</body></html>', {
        status: failure,
        headers: { 'content-type': 'text/html' },
      });
    const headers = new Headers(init.headers);
    // What a browser says of a request from the page to its own origin (server/http/cross-site.ts).
    headers.set('sec-fetch-site', 'same-origin');
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    inFlight += 1;
    const response = await realFetch(`${app.base}${url.pathname}${url.search}`, { ...init, headers }).finally(
      () => {
        inFlight -= 1;
      },
    );
    for (const line of response.headers.getSetCookie()) keepCookie(cookies, line);
    const answer = response.headers.get('content-type')?.includes('text/event-stream')
      ? undefined
      : gateOf(answerGates, paths);
    await waitAt(answer, init.signal);
    return response;
  };

  vi.stubGlobal('fetch', pageFetch);
  vi.stubGlobal(
    'EventSource',
    pageEventSource(pageFetch, (url) => gateOf(answerGates, proceduresOf(url))),
  );

  const gate = (gates: Held[]) => (path: string) => {
    const held = holdFor(path);
    gates.push(held);
    return {
      reached: held.gate.reached,
      release: () => {
        gates.splice(gates.indexOf(held), 1);
        held.gate.release();
      },
    };
  };

  return {
    t,
    calls,
    signIn: async (user) => {
      const token = generateSessionToken();
      await createSession(t.db, token, user.id);
      cookies.set(SESSION_COOKIE, token);
    },
    holdRequests: gate(requestGates),
    holdAnswers: gate(answerGates),
    failWith: (path, status) => {
      failures.set(path, status);
      return () => void failures.delete(path);
    },
    quiet: async () => {
      for (let still = 0; still < QUIET_TICKS; still = inFlight === 0 ? still + 1 : 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    close: async () => {
      closed = true;
      vi.unstubAllGlobals();
      for (const held of [...requestGates, ...answerGates]) held.gate.release();
      await app.close();
      await t.close();
    },
  };
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
    await current?.close();
    current = null;
  });
  return () => {
    if (!current) throw new Error('pageServerForEachTest: só dentro de um teste.');
    return current;
  };
}
