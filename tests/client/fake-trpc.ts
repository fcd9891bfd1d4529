import { vi } from 'vitest';

// The tRPC server of a client test: fetch answers each call of a batch the way the real server
// words its answers, so the client's real links, parsing and error handling run.

/** One call's answer: data, or a refusal with the code and HTTP status the server would give. */
export type FakeAnswer = { data: unknown } | { code: string; status: number; message: string };

export interface FakeCall {
  path: string;
  /** The call's input: from the address for a query, from the body for a mutation. */
  input: unknown;
  body: string;
}

type Batch = Record<string, { json?: unknown } | undefined>;

/**
 * Replaces fetch until `restore()`: each call is answered by `answer` and recorded in `calls`
 * (`paths()` for their procedures). A batch holding a refusal answers 207 when it has several
 * calls, else the refusal's own status, as tRPC does.
 */
export function fakeTrpc(answer: (call: FakeCall) => FakeAnswer) {
  const calls: FakeCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const address = new URL(String(url), 'http://localhost');
    const body = String(init?.body ?? '');
    const inputs = JSON.parse(body || address.searchParams.get('input') || '{}') as Batch;
    const answers = address.pathname
      .replace('/trpc/', '')
      .split(',')
      .map((path, i) => {
        const call = { path, input: inputs[String(i)]?.json, body };
        calls.push(call);
        return answer(call);
      });
    const results = answers.map((a) =>
      'data' in a
        ? { result: { data: { json: a.data } } }
        : {
            error: {
              json: { message: a.message, code: -32600, data: { code: a.code, httpStatus: a.status } },
            },
          },
    );
    const refusal = answers.find((a) => !('data' in a));
    const status = !refusal || 'data' in refusal ? 200 : answers.length > 1 ? 207 : refusal.status;
    return Response.json(results, { status });
  });
  return { calls, paths: () => calls.map((c) => c.path), restore: () => spy.mockRestore() };
}
