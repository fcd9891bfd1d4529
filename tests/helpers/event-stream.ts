import { request } from 'node:http';
import superjson from 'superjson';

// A tRPC subscription held open as a browser's EventSource holds it (a GET event stream with the
// input in the URL, what httpSubscriptionLink opens), for the tests that watch a stream over a
// fault: every data event is kept, decoded, and the moment the server ended the stream noted.

export interface OpenStream {
  /** The data of every event so far (tRPC's 'connected' and 'ping' left out), superjson-decoded. */
  events: unknown[];
  /** The names of tRPC's error events ('serialized-error') received, if any. */
  errors: string[];
  /** Which of several processes holds the stream (its X-Releia-Process), null for a lone process. */
  process: string | null;
  /** Date.now() when the server ended the stream or the connection failed; null while open. */
  endedAt: number | null;
  /** Resolves with the first event (from now on or already received) for which `test` holds. */
  waitFor(test: (event: unknown) => boolean, timeoutMs: number, what: string): Promise<unknown>;
  /** Resolves once the stream has ended, or fails after `timeoutMs`. */
  ended(timeoutMs: number): Promise<number>;
  close(): void;
}

export function openEventStream(
  baseUrl: string,
  path: string,
  input: unknown,
  session: string | null = null,
): Promise<OpenStream> {
  const url = new URL(baseUrl);
  const query =
    input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const headers: Record<string, string> = { accept: 'text/event-stream', 'sec-fetch-site': 'same-origin' };
  if (session) headers.cookie = `releia_session=${session}`;
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const w of wakers) w();
  };
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: `/trpc/${path}${query}`, headers },
      (res) => {
        let buffer = '';
        const stream: OpenStream = {
          events: [],
          errors: [],
          process:
            typeof res.headers['x-releia-process'] === 'string' ? res.headers['x-releia-process'] : null,
          endedAt: null,
          waitFor: (test, timeoutMs, what) =>
            until(() => stream.events.find(test), timeoutMs, `${what} (${path} em ${baseUrl})`),
          ended: (timeoutMs) => until(() => stream.endedAt ?? undefined, timeoutMs, `fim de ${path}`),
          close: () => req.destroy(),
        };
        const until = <T>(found: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
          new Promise((ok, fail) => {
            const check = () => {
              const value = found();
              if (value === undefined) return false;
              done();
              ok(value);
              return true;
            };
            const timer = setTimeout(() => {
              done();
              fail(new Error(`${what}: nada em ${timeoutMs} ms`));
            }, timeoutMs);
            const done = () => {
              clearTimeout(timer);
              wakers.delete(onWake);
            };
            const onWake = () => void check();
            wakers.add(onWake);
            check();
          });
        const end = () => {
          stream.endedAt ??= Date.now();
          wake();
        };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let cut = buffer.indexOf('\n\n'); cut !== -1; cut = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data === undefined || event === 'connected' || event === 'ping') continue;
            if (event === 'message') stream.events.push(superjson.deserialize(JSON.parse(data)));
            else stream.errors.push(`${event}: ${data}`);
          }
          wake();
        });
        res.on('close', end);
        res.on('error', end);
        resolve(stream);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
