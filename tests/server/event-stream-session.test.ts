import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken } from '../../server/accounts/session.ts';
import { suspendUser } from '../../server/admin/suspensions.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { type OpenStream, openEventStream } from '../helpers/event-stream.ts';
import { createBook, createUser } from '../helpers/factories.ts';

// An open event stream belongs to the session that opened it (server/realtime/session-watch.ts):
// once that session ends (sign-out, suspension, account deletion, expiry), wherever it was ended,
// the stream ends too, and the browser's reconnect finds itself signed out. Ending the session
// in the database, as this test does, is all another process would do.

/** The recheck's period (SESSION_RECHECK_MS) and some slack for a busy machine. */
const ENDS_WITHIN_MS = 8_000;

let t: TestDb;
let server: AppServer;
const streams: OpenStream[] = [];

beforeEach(async () => {
  t = await createTestDb();
  server = await startAppServer(t);
});

afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await server.close();
  await t.close();
});

async function signedIn(): Promise<{ id: string; token: string }> {
  const user = await createUser(t.db, { verified: true });
  const token = generateSessionToken();
  await createSession(t.db, token, user.id);
  return { id: user.id, token };
}

async function open(path: string, input: unknown, token: string | null): Promise<OpenStream> {
  const stream = await openEventStream(server.base, path, input, token);
  streams.push(stream);
  await stream.waitFor((e) => (e as { kind?: string }).kind === 'snapshot', 5000, 'snapshot');
  return stream;
}

describe('an open event stream ends with its session', () => {
  it('sign-out, suspension and a session deleted elsewhere end the streams of those sessions only', {
    timeout: 30_000,
  }, async () => {
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const [leaving, suspended, deleted, staying] = await Promise.all([
      signedIn(),
      signedIn(),
      signedIn(),
      signedIn(),
    ]);
    if (!leaving || !suspended || !deleted || !staying) throw new Error('sessões');
    const leavingMessages = await open('messages.events', undefined, leaving.token);
    const leavingLikes = await open('likes.events', { bookIds: [book] }, leaving.token);
    const suspendedMessages = await open('messages.events', undefined, suspended.token);
    const deletedMessages = await open('messages.events', undefined, deleted.token);
    const stayingMessages = await open('messages.events', undefined, staying.token);
    const visitorLikes = await open('likes.events', { bookIds: [book] }, null);

    const signOut = await server.mutate('accounts.logout', undefined, {
      cookie: `releia_session=${leaving.token}`,
    });
    expect(signOut.status).toBe(200);
    await t.db.transaction().execute((trx) => suspendUser(trx, suspended.id, 'Teste de suspensão.'));
    await t.db.deleteFrom('sessions').where('user_id', '=', deleted.id).execute();
    const endedFrom = Date.now();

    for (const stream of [leavingMessages, leavingLikes, suspendedMessages, deletedMessages])
      expect((await stream.ended(ENDS_WITHIN_MS)) - endedFrom).toBeLessThan(ENDS_WITHIN_MS);
    // Nobody else's stream was touched.
    expect(stayingMessages.endedAt).toBeNull();
    expect(visitorLikes.endedAt).toBeNull();

    // The reconnect finds the browser signed out: the messages feed refuses it.
    const again = await openEventStream(server.base, 'messages.events', undefined, leaving.token);
    streams.push(again);
    await expect.poll(() => again.errors.join(' '), { timeout: 5000 }).toContain('UNAUTHORIZED');
  });
});
