import type { IncomingMessage } from 'node:http';

// What a request's log lines share: its id, and the signed-in user, known only once the tRPC
// context has read the session.

interface RequestInfo {
  id: string;
  userId?: string;
}

const infos = new WeakMap<IncomingMessage, RequestInfo>();

export function noteRequestId(req: IncomingMessage, id: string): void {
  infos.set(req, { id });
}

/** Records who made the request (called where the session is read). */
export function noteUser(req: IncomingMessage, userId: string): void {
  const info = infos.get(req);
  if (info) info.userId = userId;
}

export function requestIdOf(req: IncomingMessage): string | null {
  return infos.get(req)?.id ?? null;
}

export function userOf(req: IncomingMessage): string | null {
  return infos.get(req)?.userId ?? null;
}
