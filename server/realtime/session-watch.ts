import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../../db/client.ts';
import { readCookie, SESSION_COOKIE, sessionIdFromToken } from '../accounts/index.ts';
import { logger, userOf } from '../observability/index.ts';

// An open event stream belongs to the session that opened it: once the session ends (sign-out,
// global sign-out, suspension, account deletion, expiry), the stream must not go on telling that
// browser the member's messages and notifications. The session may end in another process, so
// each process checks the sessions of its open streams against the database every
// SESSION_RECHECK_MS, in one query for all of them, and ends the streams whose session is gone.
// The client reconnects at once and finds itself signed out.
//
// A periodic check rather than a 'session ended' event on the bus: the ways a session ends are
// many and spread over the code (the sign-outs, suspension, deletion, Google's account removal,
// a sign-in replacing the session, plain expiry, a row deleted by an operator), and each would
// have to remember to publish; an expiry publishes nothing at all. The database is the one place
// that knows, and asking it costs one indexed query per process every few seconds however many
// streams are open. The price is up to SESSION_RECHECK_MS of delay.

/** How often the sessions of open streams are checked. */
export const SESSION_RECHECK_MS = 5_000;
/** Session ids per query, well under SQLite's 32 766 bound parameters. */
const CHUNK = 500;

interface Watched {
  req: IncomingMessage;
  res: ServerResponse;
  sessionId: string;
}

interface Watch {
  streams: Set<Watched>;
  timer: ReturnType<typeof setInterval> | undefined;
  checking: boolean;
}

const watches = new WeakMap<DB, Watch>();

/**
 * Ends `res` (an event stream) when the session `req` carried ends. Only a stream opened signed
 * in is watched: the tRPC context notes the user on the request (noteUser) once the session
 * checked out, so a visitor, or a cookie that was already invalid, is never cut off.
 */
export function watchStreamSession(db: DB, req: IncomingMessage, res: ServerResponse): void {
  const token = readCookie(req.headers.cookie, SESSION_COOKIE);
  if (!token) return;
  let watch = watches.get(db);
  if (!watch) {
    watch = { streams: new Set(), timer: undefined, checking: false };
    watches.set(db, watch);
  }
  const watched: Watched = { req, res, sessionId: sessionIdFromToken(token) };
  const current = watch;
  current.streams.add(watched);
  // Runs only while streams are open, so a test's app or a stopped server leaves no timer behind.
  current.timer ??= setInterval(() => void recheck(db, current), SESSION_RECHECK_MS).unref();
  res.once('close', () => {
    current.streams.delete(watched);
    if (current.streams.size === 0) {
      clearInterval(current.timer);
      current.timer = undefined;
    }
  });
}

async function recheck(db: DB, watch: Watch): Promise<void> {
  if (watch.checking) return;
  const signedIn = [...watch.streams].filter((w) => userOf(w.req) !== null && !w.res.destroyed);
  if (signedIn.length === 0) return;
  watch.checking = true;
  try {
    const live = await liveSessions(db, [...new Set(signedIn.map((w) => w.sessionId))]);
    for (const w of signedIn) if (!live.has(w.sessionId)) endStream(w.res);
  } catch (err) {
    // The database out of reach: every session is in doubt, none known to be over. The streams
    // stay; the next check, once it is back, decides.
    logger.warn({ err }, 'sessões dos fluxos de eventos não verificadas');
  } finally {
    watch.checking = false;
  }
}

/** Which of `ids` are sessions still valid now (as validateSessionToken judges them). */
async function liveSessions(db: DB, ids: string[], now = new Date()): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.expires_at'])
      .where('sessions.id', 'in', ids.slice(i, i + CHUNK))
      .where('users.suspended_at', 'is', null)
      .execute();
    for (const row of rows) if (new Date(row.expires_at) > now) live.add(row.id);
  }
  return live;
}

/**
 * Ends the stream as a finished response rather than a cut connection: the tab is still open,
 * and a destroyed chunked response is a network error on its console
 * (ERR_INCOMPLETE_CHUNKED_ENCODING). EventSource reconnects after either. tRPC's generator may
 * still write a ping before it sees the close; that write after end() is an 'error' event,
 * which nobody needs to hear about on a stream already over.
 */
function endStream(res: ServerResponse): void {
  res.on('error', () => {});
  res.end();
}
