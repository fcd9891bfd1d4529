import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { listAudit } from '../../server/accounts/audit.ts';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../../server/accounts/session.ts';
import { appRouter } from '../../server/app-router.ts';
import type { Config } from '../../server/config.ts';
import { createContextInner, type SessionUser } from '../../server/context.ts';
import { spendPoints } from '../../server/rate-limits/counters.ts';
import { REPORTS_PER_HOUR_PER_ADDRESS } from '../../server/rate-limits/limiter.ts';
import { MESSAGE_RATE_LIMIT, MESSAGE_RATE_REFUSAL } from '../../shared/schemas/messages.ts';
import { startAppServer } from '../helpers/app-server.ts';
import { createTestDb, type TestDb, testConfig } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// Writes are limited per session and per client address, counted in the database; registrations,
// reports and messages have their own per-address limits. Reads are never limited.

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

function as(user: SessionUser | null, opts: { ip: string; sessionId?: string; config?: Config }) {
  const ctx = createContextInner({
    db: t.db,
    config: opts.config ?? t.config,
    user,
    ip: opts.ip,
    sessionId: opts.sessionId ?? null,
  });
  return appRouter.createCaller(ctx);
}

const limited = (overrides: Record<string, string>) =>
  testConfig({ DATABASE_PATH: t.config.DATABASE_PATH, DATA_DIR: t.dataDir, ...overrides });

describe('write limits', () => {
  it('refuse a session past WRITES_PER_MINUTE_PER_SESSION with 429, never its reads nor another session', async () => {
    const config = limited({ WRITES_PER_MINUTE_PER_SESSION: '3' });
    const reader = await createUser(t.db);
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const mine = as(reader, { ip: '203.0.113.5', sessionId: 's1', config });
    await mine.likes.like({ bookId: book });
    await mine.likes.unlike({ bookId: book });
    await mine.likes.like({ bookId: book });
    expect(await errorOf(mine.likes.unlike({ bookId: book }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas tentativas. Tente novamente em 1 minuto.',
    });
    // Reads go on.
    expect((await mine.books.byId({ id: book }))?.id).toBe(book);
    expect(await mine.likes.likedBookIds()).toEqual([book]);
    // Another session of the same person, from the same address, has its own count.
    await as(reader, { ip: '203.0.113.5', sessionId: 's2', config }).likes.unlike({ bookId: book });
  });

  it('refuse an address past WRITES_PER_MINUTE_PER_ADDRESS, whatever the sessions', async () => {
    const config = limited({ WRITES_PER_MINUTE_PER_ADDRESS: '2' });
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const users = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
    await as(users[0] ?? null, { ip: '203.0.113.5', sessionId: 'a', config }).likes.like({ bookId: book });
    await as(users[1] ?? null, { ip: '203.0.113.5', sessionId: 'b', config }).likes.like({ bookId: book });
    const third = as(users[2] ?? null, { ip: '203.0.113.5', sessionId: 'c', config });
    expect((await errorOf(third.likes.like({ bookId: book }))).code).toBe('TOO_MANY_REQUESTS');
    await as(users[2] ?? null, { ip: '198.51.100.7', sessionId: 'c', config }).likes.like({ bookId: book });
  });

  it('count in fixed windows that start again once ended', async () => {
    const limit = { key: 'teste', max: 2, windowMs: 60_000 };
    const start = Date.parse('2026-11-25T10:00:00Z');
    expect(await spendPoints(t.db, [limit], start)).toBeNull();
    expect(await spendPoints(t.db, [limit], start + 1_000)).toBeNull();
    expect(await spendPoints(t.db, [limit], start + 20_000)).toBe(40_000);
    expect(await spendPoints(t.db, [limit], start + 60_000)).toBeNull();
  });

  it('answer 429 over HTTP, for tRPC mutations and photo uploads', async () => {
    const app = await startAppServer(t, { WRITES_PER_MINUTE_PER_ADDRESS: '3' });
    onTestFinished(() => app.close());
    const wrong = { email: 'ninguem@example.com', password: 'senha-errada' };
    for (let i = 0; i < 3; i++) expect((await app.mutate('accounts.login', wrong)).status).toBe(400);
    const refused = await app.mutate('accounts.login', wrong);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Muitas tentativas. Tente novamente em 1 minuto.');
    // Reads are not limited.
    expect((await fetch(`${app.base}/trpc/categories.list`)).status).toBe(200);

    const user = await createUser(t.db);
    const token = generateSessionToken();
    await createSession(t.db, token, user.id);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const res = await fetch(`${app.base}/uploads/avatars`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'image/png', origin: app.base },
      body: new Uint8Array(png),
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'Muitas tentativas. Tente novamente em 1 minuto.' });
    expect(readdirSync(t.dataDir)).not.toContain('uploads');
  });
});

const registration = (n: number) => ({
  firstName: 'Ana',
  lastName: 'Souza',
  email: `ana${n}@example.com`,
  password: 'uma-senha-boa-1',
  acceptTerms: true as const,
});

describe('registration throttle', () => {
  it('refuses past REGISTRATIONS_PER_HOUR accounts from one address, in pt-BR', async () => {
    const config = limited({ REGISTRATIONS_PER_HOUR: '2' });
    await as(null, { ip: '203.0.113.5', config }).accounts.register(registration(1));
    await as(null, { ip: '203.0.113.5', config }).accounts.register(registration(2));
    expect(
      await errorOf(as(null, { ip: '203.0.113.5', config }).accounts.register(registration(3))),
    ).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitos cadastros feitos a partir desta conexão. Tente novamente em 60 minutos.',
    });
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email).sort()).toEqual(['ana1@example.com', 'ana2@example.com']);
    // Another address is not affected.
    await as(null, { ip: '198.51.100.7', config }).accounts.register(registration(3));
  });

  it('counts an IPv6 client by its /64, which one subscriber holds whole', async () => {
    // Keyed on the full address, one /64 rotated through 2^64 addresses around every limit.
    const config = limited({ REGISTRATIONS_PER_HOUR: '2' });
    await as(null, { ip: '2001:db8:1:2::a', config }).accounts.register(registration(1));
    await as(null, { ip: '2001:db8:1:2:ffff::b', config }).accounts.register(registration(2));
    expect(
      await errorOf(
        as(null, { ip: '2001:0db8:0001:0002:1:2:3:4', config }).accounts.register(registration(3)),
      ),
    ).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // The next /64 is someone else.
    await as(null, { ip: '2001:db8:1:3::a', config }).accounts.register(registration(3));
  });
});

describe('per-address limits of reports and messages', () => {
  it('refuses a report past the hourly limit of its address, whoever sends it', async () => {
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    for (let i = 0; i < REPORTS_PER_HOUR_PER_ADDRESS; i++) {
      const reporter = await createUser(t.db);
      await as(reporter, { ip: '203.0.113.5' }).reports.create({
        targetType: 'book',
        targetId: book,
        reason: 'spam',
      });
    }
    const late = await createUser(t.db);
    const input = { targetType: 'book' as const, targetId: book, reason: 'spam' as const };
    expect(await errorOf(as(late, { ip: '203.0.113.5' }).reports.create(input))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas denúncias enviadas a partir desta conexão. Tente novamente em 60 minutos.',
    });
    await as(late, { ip: '198.51.100.7' }).reports.create(input);
  });

  it('lets three senders share an address at full speed, not a fourth', async () => {
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const send = async (ip: string) => {
      const buyer = await createUser(t.db);
      const caller = as(buyer, { ip });
      const { conversationId } = await caller.messages.start({ otherUserId: seller.id, bookId: book });
      return (n: number) => caller.messages.send({ conversationId, body: `Olá ${n}` });
    };
    for (let s = 0; s < 3; s++) {
      const write = await send('203.0.113.5');
      for (let i = 0; i < MESSAGE_RATE_LIMIT; i++) await write(i);
    }
    const fourth = await send('203.0.113.5');
    expect(await errorOf(fourth(1))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: MESSAGE_RATE_REFUSAL,
    });
    await (await send('198.51.100.7'))(1);
  });
});

describe('audit log', () => {
  it('records the client address an admin acted from', async () => {
    const admin = await createUser(t.db, { admin: true });
    const target = await createUser(t.db);
    await as(admin, { ip: '203.0.113.9' }).admin.users.suspend({
      userId: target.id,
      reason: 'Spam repetido',
    });
    const { items } = await listAudit(t.db, { action: '', limit: 10 });
    expect(items.map((i) => [i.action, i.ip])).toEqual([['user.suspend', '203.0.113.9']]);
  });
});
