// How a case travels: the headers a same-site browser sends and a procedure call in tRPC's wire form.

import superjson from 'superjson';
import type { ProcedureInfo } from './cases.ts';

export function headersFor(origin: string, method: string): Record<string, string> {
  const headers: Record<string, string> = { accept: '*/*', 'sec-fetch-site': 'same-origin' };
  if (method !== 'GET') {
    headers.origin = origin;
    headers['content-type'] = 'application/json';
  }
  return headers;
}

/**
 * superjson's wire form. superjson will not write keys such as "constructor" (a pollution guard
 * on its side), but a hostile client sends plain JSON, and the server reads those keys as they are.
 */
function serialize(input: unknown): unknown {
  try {
    return superjson.serialize(input);
  } catch {
    return { json: input };
  }
}

export function callRequest(origin: string, info: ProcedureInfo, input: unknown) {
  const serialized = serialize(input);
  if (info.type === 'subscription') {
    return {
      method: 'GET',
      path: `/trpc/${info.path}?input=${encodeURIComponent(JSON.stringify(serialized))}`,
      headers: { ...headersFor(origin, 'GET'), accept: 'text/event-stream' },
      stream: true,
    };
  }
  const batch = JSON.stringify({ 0: serialized });
  if (info.type === 'query') {
    return {
      method: 'GET',
      path: `/trpc/${info.path}?batch=1&input=${encodeURIComponent(batch)}`,
      headers: headersFor(origin, 'GET'),
    };
  }
  return {
    method: 'POST',
    path: `/trpc/${info.path}?batch=1`,
    headers: headersFor(origin, 'POST'),
    body: batch,
  };
}
