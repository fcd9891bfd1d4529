// A small tRPC client over HTTP that speaks what Releia's browser client sends (httpBatchLink
// with superjson): `?batch=1` on every call, inputs keyed by position, GET for queries with the
// input in the URL, POST with a JSON body for mutations, the Origin and Sec-Fetch-Site headers a
// browser adds (the cross-site guard requires them to be ours), and the session cookie kept
// between calls like a browser's cookie jar.

import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import superjson from 'superjson';

export interface TrpcError {
  /** tRPC's code ('UNAUTHORIZED', 'BAD_REQUEST'...), or HTTP_<status> for answers not from tRPC. */
  code: string;
  httpStatus: number;
  message: string;
  /** The toast title Releia's errorFormatter adds for refusals worded as title + description. */
  title: string | null;
  fieldErrors: Record<string, string> | null;
}

export type CallResult<T = unknown> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: TrpcError };

export type ProcedureType = 'query' | 'mutation';

export interface Call {
  path: string;
  input?: unknown;
}

interface ErrorEnvelope {
  error: {
    json?: {
      message?: unknown;
      data?: { code?: unknown; httpStatus?: unknown; title?: unknown; fieldErrors?: unknown };
    };
  };
}

/** One item of a tRPC batch answer, decoded. */
export function decodeItem(item: unknown, status: number): CallResult {
  if (item && typeof item === 'object' && 'result' in item) {
    const data = (item as { result: { data: unknown } }).result.data;
    return { ok: true, status, data: superjson.deserialize(data as never) };
  }
  if (item && typeof item === 'object' && 'error' in item) {
    const envelope = (item as ErrorEnvelope).error;
    const json = envelope.json ?? {};
    const data = json.data ?? {};
    const httpStatus = typeof data.httpStatus === 'number' ? data.httpStatus : status;
    return {
      ok: false,
      status,
      error: {
        code: typeof data.code === 'string' ? data.code : `HTTP_${status}`,
        httpStatus,
        message: typeof json.message === 'string' ? json.message : '',
        title: typeof data.title === 'string' ? data.title : null,
        fieldErrors:
          data.fieldErrors && typeof data.fieldErrors === 'object'
            ? (data.fieldErrors as Record<string, string>)
            : null,
      },
    };
  }
  return {
    ok: false,
    status,
    error: { code: `HTTP_${status}`, httpStatus: status, message: '', title: null, fieldErrors: null },
  };
}

/** The answer to a request that tRPC never saw (the cross-site guard, the body limit...). */
function plainError(status: number, text: string): TrpcError {
  let message = text;
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string')
      message = body.error;
  } catch {
    // Not JSON: the text is the message.
  }
  return { code: `HTTP_${status}`, httpStatus: status, message, title: null, fieldErrors: null };
}

/** Decodes a whole tRPC HTTP answer into one result per call. */
export function decodeResponse(status: number, text: string, calls: number): CallResult[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Array.from({ length: calls }, () => ({ ok: false, status, error: plainError(status, text) }));
  }
  if (Array.isArray(body)) return body.map((item) => decodeItem(item, status));
  if (body && typeof body === 'object' && ('error' in body || 'result' in body)) {
    // tRPC answers a request it refused as a whole (bad batch, parse error) with one envelope.
    const single = decodeItem(body, status);
    if (!single.ok && single.error.message === '' && 'error' in body && typeof body.error === 'string') {
      return Array.from({ length: calls }, () => ({ ok: false, status, error: plainError(status, text) }));
    }
    return Array.from({ length: calls }, () => single);
  }
  return Array.from({ length: calls }, () => ({ ok: false, status, error: plainError(status, text) }));
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function decompress(body: Buffer, encoding: string | string[] | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/**
 * A request sent byte for byte (fetch would fix up a path, refuse some headers and set a
 * content type of its own): what the bad-input corpus needs.
 */
export function rawRequest(
  baseUrl: string,
  opts: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
  timeoutMs = 10_000,
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: opts.method, path: opts.path, headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            const body = decompress(Buffer.concat(chunks), res.headers['content-encoding']);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text: body.toString('utf8') });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`sem resposta em ${timeoutMs} ms: ${opts.method} ${opts.path}`)),
    );
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/** The URL and body of a batch as httpBatchLink builds them. */
export function batchRequest(type: ProcedureType, calls: readonly Call[]): { path: string; body?: string } {
  const paths = calls.map((c) => c.path).join(',');
  const inputs = Object.fromEntries(calls.map((c, i) => [i, superjson.serialize(c.input)]));
  const json = JSON.stringify(inputs);
  if (type === 'query') return { path: `/trpc/${paths}?batch=1&input=${encodeURIComponent(json)}` };
  return { path: `/trpc/${paths}?batch=1`, body: json };
}

export class TrpcClient {
  /** The session cookie's value, as the browser would hold it. */
  session: string | null = null;

  /**
   * `keepAlive: false` opens a connection per call. The torture parts use it: a kept-alive socket
   * that the server closed while the client was busy (or killed) fails the next call with
   * ECONNRESET although the server never saw it, which would blur "sent but unanswered".
   */
  constructor(
    readonly baseUrl: string,
    private readonly opts: { keepAlive?: boolean } = {},
  ) {}

  /** The headers a same-origin fetch from Releia's own pages carries. */
  headers(type: ProcedureType): Record<string, string> {
    const headers: Record<string, string> = {
      accept: '*/*',
      'accept-encoding': 'gzip, deflate, br',
      'sec-fetch-site': 'same-origin',
    };
    if (type === 'mutation') {
      headers['content-type'] = 'application/json';
      headers.origin = this.baseUrl;
    }
    if (this.session) headers.cookie = `releia_session=${this.session}`;
    if (this.opts.keepAlive === false) headers.connection = 'close';
    return headers;
  }

  async batch(
    type: ProcedureType,
    calls: readonly Call[],
  ): Promise<{ status: number; results: CallResult[] }> {
    const { path, body } = batchRequest(type, calls);
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: type === 'query' ? 'GET' : 'POST',
      headers: this.headers(type),
      body,
    });
    this.keepCookie(res.headers.getSetCookie());
    const text = await res.text();
    return { status: res.status, results: decodeResponse(res.status, text, calls.length) };
  }

  async call<T = unknown>(type: ProcedureType, path: string, input?: unknown): Promise<CallResult<T>> {
    const { results } = await this.batch(type, [{ path, input }]);
    const [result] = results;
    if (!result) throw new Error(`resposta vazia de ${path}`);
    return result as CallResult<T>;
  }

  query<T = unknown>(path: string, input?: unknown) {
    return this.call<T>('query', path, input);
  }

  mutation<T = unknown>(path: string, input?: unknown) {
    return this.call<T>('mutation', path, input);
  }

  /** Signs in with a password; throws when the server refuses. */
  async signIn(email: string, password: string): Promise<void> {
    const result = await this.mutation('accounts.login', { email, password });
    if (!result.ok) throw new Error(`login de ${email} recusado: ${result.error.message}`);
    if (!this.session) throw new Error(`login de ${email} sem cookie de sessão`);
  }

  private keepCookie(setCookies: string[]) {
    for (const cookie of setCookies) {
      const match = /^releia_session=([^;]*)/.exec(cookie);
      if (!match) continue;
      this.session = match[1] && !/Max-Age=0/i.test(cookie) ? match[1] : null;
    }
  }
}

/** The data of a successful call, or an error naming the call. */
export function unwrap<T>(result: CallResult<T>, what: string): T {
  if (result.ok) return result.data;
  throw new Error(`${what}: ${result.error.code} ${result.error.message}`);
}

export interface StreamEvent {
  ok: boolean;
  /** The refusal's tRPC code when not ok. */
  code: string;
  /** The event's data. */
  text: string;
}

/**
 * The first event of a tRPC subscription (as httpSubscriptionLink opens it: a GET event stream
 * with the input in the URL), after tRPC's own 'connected' and 'ping' events; then the stream is
 * closed. A refusal arrives as a 'serialized-error' event inside a 200 stream.
 */
export function firstStreamEvent(
  baseUrl: string,
  path: string,
  input: unknown,
  session: string | null,
  timeoutMs = 5000,
): Promise<StreamEvent> {
  const url = new URL(baseUrl);
  const query =
    input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const headers: Record<string, string> = { accept: 'text/event-stream', 'sec-fetch-site': 'same-origin' };
  if (session) headers.cookie = `releia_session=${session}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: `/trpc/${path}${query}`, headers },
      (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data === undefined || event === 'connected' || event === 'ping') continue;
            req.destroy();
            if (event === 'serialized-error') {
              const parsed = JSON.parse(data) as { json?: { data?: { code?: string } } };
              resolve({ ok: false, code: parsed.json?.data?.code ?? 'HTTP_200', text: data });
            } else resolve({ ok: true, code: '', text: data });
            return;
          }
        });
        res.on('end', () => resolve({ ok: false, code: `HTTP_${res.statusCode ?? 0}`, text: buffer }));
      },
    );
    req.on('error', (error) => {
      if (!req.destroyed || (error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`sem evento de ${path} em ${timeoutMs} ms`)));
    req.end();
  });
}
