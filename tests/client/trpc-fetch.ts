import { vi } from 'vitest';

// A stand-in for the server behind the client's tRPC link, for component tests that check what
// a component asks and how it shows each answer.

export type TrpcAnswer = { data: unknown } | { error: { message: string; code: string } };
export interface TrpcCall {
  procedure: string;
  input: unknown;
}

/**
 * Answers each tRPC call of a batch by its procedure, with the wire format of server/trpc.ts
 * (a batch with an error answers 400, as the server does), and records it in `calls`.
 */
export function mockTrpcFetch(answer: (procedure: string) => TrpcAnswer, calls: TrpcCall[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const u = new URL(String(url), 'http://localhost');
    const procedures = u.pathname.replace('/trpc/', '').split(',');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, { json: unknown }>) : {};
    const results = procedures.map((p, i) => {
      calls.push({ procedure: p, input: body[i]?.json });
      const a = answer(p);
      if ('data' in a) return { result: { data: { json: a.data } } };
      const data = { code: a.error.code, httpStatus: 400, fieldErrors: null, title: null };
      return { error: { json: { message: a.error.message, code: -32600, data } } };
    });
    return Response.json(results, { status: results.some((r) => 'error' in r) ? 400 : 200 });
  });
}
