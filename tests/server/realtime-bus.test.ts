import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, type DB } from '../../db/client.ts';
import { appRouter } from '../../server/app-router.ts';
import { createContextInner, type SessionUser } from '../../server/context.ts';
import { busFor, eventFits } from '../../server/realtime/bus.ts';
import { likeListenerCount } from '../../server/realtime/likes.ts';
import { messageListenerCount } from '../../server/realtime/messages.ts';
import { callerFor, testConfig } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { hasPostgres } from '../helpers/pg-cluster.ts';
import { createPgTestDb, type PgTestDb } from '../helpers/pg-db.ts';

// Live events across processes (docs/decisions/028-live-events-across-processes.md): two db
// handles on one PostgreSQL database stand for two processes, each with its own bus and LISTEN
// connection. What one publishes, the other's subscribers hear.

const postgresHere = hasPostgres('realtime-bus.test.ts');

/** `promise`, or a failure naming `what` after `ms`. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nada em ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The process's LISTEN connections on the test database (application_name of postgres-bus.ts). */
async function listenConnections(db: DB): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where application_name = 'releia-events' and datname = current_database()`.execute(db);
  return rows.map((r) => r.pid);
}

describe.skipIf(!postgresHere)('live events between two processes on PostgreSQL', () => {
  let a: PgTestDb;
  /** The second process: its own db handle, pool and bus on the same database. */
  let c: DB;
  beforeEach(async () => {
    a = await createPgTestDb((url, dataDir) =>
      testConfig({ DATABASE_URL: url, DATABASE_PATH: join(dataDir, 'releia.db'), DATA_DIR: dataDir }),
    );
    c = createDb({ ...a.config, DATABASE_POOL_SIZE: 2 }).db;
  }, 60_000);
  afterEach(async () => {
    await c.destroy();
    await a.close();
  });

  const onA = (user: SessionUser | null) => callerFor(a, user);
  const onC = (user: SessionUser | null, signal: AbortSignal) =>
    appRouter.createCaller(createContextInner({ db: c, config: a.config, user }), { signal });

  it('carries JSON on named channels, only to their subscribers, until they unsubscribe', async () => {
    const heard: unknown[] = [];
    const unsubscribe = busFor(c).subscribe(
      'test:one',
      (p) => heard.push(p),
      () => {},
    );
    busFor(c).subscribe(
      'test:other',
      () => heard.push('outro canal'),
      () => {},
    );
    await busFor(c).ready();
    const payload = { id: 7, tags: ['a', 'b'], at: '2026-11-26T10:00:00.000Z' };
    await busFor(a.db).publish('test:one', payload);
    await expect.poll(() => heard).toEqual([payload]);

    unsubscribe();
    expect(busFor(c).listenerCount('test:one')).toBe(0);
    await busFor(a.db).publish('test:one', 2);
    await busFor(a.db).publish('test:other', 3);
    await expect.poll(() => heard).toEqual([payload, 'outro canal']);
  });

  it('drops a payload too large for a NOTIFY, with an error in the log', async () => {
    const heard: unknown[] = [];
    busFor(c).subscribe(
      'test:big',
      (p) => heard.push(p),
      () => {},
    );
    await busFor(c).ready();
    const big = 'x'.repeat(8000);
    expect(eventFits('test:big', big)).toBe(false);
    // The logger's error goes to console.error (fail-on-console-error.ts): expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await busFor(a.db).publish('test:big', big);
    expect(logged.mock.calls.map((args) => String(args[0]))).toEqual([
      expect.stringContaining('evento ao vivo grande demais'),
    ]);
    await busFor(a.db).publish('test:big', 'cabe');
    await expect.poll(() => heard).toEqual(['cabe']);
  });

  it('a like sent to one process reaches a browser of the other within a second', async () => {
    const seller = await createUser(a.db);
    const reader = await createUser(a.db);
    const book = await createBook(a.db, seller.id);
    const controller = new AbortController();
    const events = (await onC(null, controller.signal).likes.events({ bookIds: [book] }))[
      Symbol.asyncIterator
    ]();
    expect((await events.next()).value).toEqual({
      kind: 'snapshot',
      books: [{ bookId: book, likesCount: 0, liked: null }],
    });

    await onA(reader).likes.like({ bookId: book });
    expect((await within(1000, 'curtida', events.next())).value).toEqual({
      kind: 'change',
      bookId: book,
      likesCount: 1,
      liked: null,
    });

    expect(likeListenerCount(c, book)).toBe(1);
    expect(likeListenerCount(a.db, book)).toBe(0);
    controller.abort();
    expect((await events.next()).done).toBe(true);
    expect(likeListenerCount(c, book)).toBe(0);
  });

  it('a message reaches the other process whole, even one too long for a NOTIFY', async () => {
    const buyer = await createUser(a.db, { name: 'Lia Leitora' });
    const seller = await createUser(a.db);
    const book = await createBook(a.db, seller.id);
    const { conversationId } = await onA(buyer).messages.start({ otherUserId: seller.id, bookId: book });
    const controller = new AbortController();
    const events = (await onC(seller, controller.signal).messages.events())[Symbol.asyncIterator]();
    expect((await events.next()).value).toEqual({ kind: 'snapshot', unreadTotal: 0 });

    const short = await onA(buyer).messages.send({ conversationId, body: 'Ainda está disponível?' });
    expect((await within(1000, 'mensagem', events.next())).value).toEqual({
      kind: 'message',
      conversationId,
      message: short,
      senderName: 'Lia Leitora',
      unreadTotal: 1,
    });
    // Each message is also a notification, announced after it (docs/product/notifications.md#live).
    expect((await within(1000, 'notificação', events.next())).value).toEqual({
      kind: 'notifications',
      unread: 1,
    });

    // 2000 control characters: six bytes each in JSON, over NOTIFY's 8000.
    const body = `Oi${'\u0001'.repeat(1998)}`;
    expect(eventFits(`messages:${seller.id}`, { body })).toBe(false);
    const long = await onA(buyer).messages.send({ conversationId, body });
    expect((await within(1000, 'mensagem longa', events.next())).value).toEqual({
      kind: 'message',
      conversationId,
      message: { ...long, body },
      senderName: 'Lia Leitora',
      unreadTotal: 2,
    });
    expect((await within(1000, 'notificação', events.next())).value).toEqual({
      kind: 'notifications',
      unread: 2,
    });

    controller.abort();
    expect((await events.next()).done).toBe(true);
    expect(messageListenerCount(c, seller.id)).toBe(0);
  });

  it('listens again after its connection is killed, and the subscriptions resend a snapshot', {
    timeout: 20_000,
  }, async () => {
    const seller = await createUser(a.db);
    const reader = await createUser(a.db);
    const book = await createBook(a.db, seller.id);
    const controller = new AbortController();
    const likes = (await onC(null, controller.signal).likes.events({ bookIds: [book] }))[
      Symbol.asyncIterator
    ]();
    const messages = (await onC(seller, controller.signal).messages.events())[Symbol.asyncIterator]();
    expect((await likes.next()).value).toMatchObject({ kind: 'snapshot' });
    expect((await messages.next()).value).toEqual({ kind: 'snapshot', unreadTotal: 0 });

    // Only the second process listens: the first one only published.
    const [pid, ...others] = await listenConnections(a.db);
    expect(others).toEqual([]);
    await sql`select pg_terminate_backend(${pid}::int)`.execute(a.db);
    // Sent while the connection is down (or just before it went): the snapshot carries it.
    await onA(reader).likes.like({ bookId: book });

    let event = await within(5000, 'curtidas após reconectar', likes.next());
    while (event.value?.kind === 'change') event = await within(5000, 'snapshot', likes.next());
    expect(event.value).toEqual({ kind: 'snapshot', books: [{ bookId: book, likesCount: 1, liked: null }] });
    expect((await within(5000, 'mensagens após reconectar', messages.next())).value).toEqual({
      kind: 'snapshot',
      unreadTotal: 0,
    });
    expect(await listenConnections(a.db)).not.toContain(pid);

    // And it hears again.
    await onA(reader).likes.unlike({ bookId: book });
    expect((await within(1000, 'descurtida', likes.next())).value).toMatchObject({ likesCount: 0 });
    controller.abort();
  });

  it('closes its LISTEN connection with the database', async () => {
    busFor(c).subscribe(
      'test:any',
      () => {},
      () => {},
    );
    await busFor(c).ready();
    expect(await listenConnections(a.db)).toHaveLength(1);
    await c.destroy();
    await expect.poll(() => listenConnections(a.db)).toEqual([]);
    c = createDb({ ...a.config, DATABASE_POOL_SIZE: 2 }).db;
  });
});
