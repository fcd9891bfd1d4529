import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../../db/client.ts';
import { watchStreamSession } from './session-watch.ts';

// The open SSE answers (tRPC subscriptions: live likes, messages), so a shutdown can end them.
// An event stream never finishes by itself, and `server.close()` waits for every request to
// finish: without this, a single open tab would hold a stopping server until it is killed.
// Ending the stream is how a server tells an EventSource to go: the client reconnects after its
// retry delay, to the restarted (or another) process, and catches up from a snapshot.
// One registry per process, like the HTTP server it serves.

const open = new Set<ServerResponse>();

/**
 * Remembers `res` until it closes when `req` asked for an event stream, and ends it early when
 * the session that opened it ends (server/realtime/session-watch.ts).
 */
export function trackEventStream(req: IncomingMessage, res: ServerResponse, db: DB): void {
  if (!(req.headers.accept ?? '').includes('text/event-stream')) return;
  open.add(res);
  res.once('close', () => open.delete(res));
  watchStreamSession(db, req, res);
}

/**
 * Ends every open event stream. Destroyed rather than ended: tRPC's generator may still write
 * a ping, and a write after end() is an error event, while writes to a destroyed stream are
 * dropped. tRPC sees the close and stops the subscription.
 */
export function closeEventStreams(): number {
  const count = open.size;
  for (const res of open) res.destroy();
  open.clear();
  return count;
}
