import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { SessionUser } from '../../server/context.ts';
import { listUnsubscribeHeaders } from '../../server/mail/link-signature.ts';
import { retryDueMail } from '../../server/mail/sender.ts';
import { notificationUnsubscribeUrl } from '../../server/notifications/notice-mail.ts';
import { notify } from '../../server/notifications/notices.ts';
import { createNotifier } from '../../server/notifications/notifier.ts';
import { callerFor, createTestDb, type TestDb, testConfig } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { devVite, listen } from '../helpers/http-server.ts';
import { errorOf } from '../helpers/trpc.ts';

// Notificações (docs/product/notifications.md): the router, the settings, the mail and its
// unsubscribe link. Each event's notification is in notification-events.test.ts.

let t: TestDb;
let ana: SessionUser;
let bia: SessionUser;
beforeEach(async () => {
  t = await createTestDb();
  ana = await createUser(t.db, { name: 'Ana Leitora' });
  bia = await createUser(t.db, { name: 'Bia Vendedora' });
});
afterEach(() => t.close());

/** `count` notifications for Bia, a minute apart, oldest first. */
async function notifyBia(count: number, kind: 'sale' | 'follower' = 'follower') {
  const notifier = createNotifier(t.config);
  for (let i = 0; i < count; i++) {
    const at = new Date(Date.UTC(2026, 10, 1, 12, i));
    const notice = {
      userId: bia.id,
      kind,
      actorId: ana.id,
      subjectPath: `/pedidos/${i}`,
      bookTitle: `Livro ${i}`,
    };
    await t.db.transaction().execute((trx) => notify(trx, notifier, notice, at));
  }
}

const outbox = () => t.db.selectFrom('outbox').selectAll().where('kind', '=', 'notification').execute();

describe('notifications: list, latest, unreadCount, markRead, markAllRead', () => {
  it('lists the member\u2019s own, newest first, a page at a time, with the latest ten for the bell', async () => {
    await notifyBia(25);
    const caller = callerFor(t, bia);
    const first = await caller.notifications.list({});
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      kind: 'follower',
      text: 'Ana Leitora começou a seguir você',
      path: '/pedidos/24',
      read: false,
    });
    const second = await caller.notifications.list({ cursor: first.nextCursor });
    expect(second.items.map((n) => n.path)).toEqual([
      '/pedidos/4',
      '/pedidos/3',
      '/pedidos/2',
      '/pedidos/1',
      '/pedidos/0',
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await caller.notifications.latest()).map((n) => n.path)).toEqual(
      first.items.slice(0, 10).map((n) => n.path),
    );
    expect(await caller.notifications.unreadCount()).toBe(25);
    expect(await callerFor(t, ana).notifications.list({})).toEqual({ items: [], nextCursor: null });
  });

  it('marks one read (only one\u2019s own) and then all', async () => {
    await notifyBia(3);
    const caller = callerFor(t, bia);
    const [newest] = await caller.notifications.latest();
    if (!newest) throw new Error('sem notificação');
    expect(await caller.notifications.markRead({ id: newest.id })).toEqual({ unread: 2 });
    expect(await caller.notifications.markRead({ id: newest.id })).toEqual({ unread: 2 });
    expect((await caller.notifications.latest())[0]).toMatchObject({ id: newest.id, read: true });
    expect(await errorOf(callerFor(t, ana).notifications.markRead({ id: newest.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Notificação não encontrada.',
    });
    expect(await caller.notifications.markAllRead()).toEqual({ unread: 0 });
    expect(await caller.notifications.unreadCount()).toBe(0);
  });

  it('refuses visitors and bad input in pt-BR', async () => {
    expect(await errorOf(callerFor(t).notifications.latest())).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await errorOf(callerFor(t).notifications.markAllRead())).toMatchObject({ code: 'UNAUTHORIZED' });
    const caller = callerFor(t, bia);
    expect(await errorOf(caller.notifications.markRead({ id: -1 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Notificação inválida.',
    });
    expect(await errorOf(caller.notifications.markRead({ id: 'x' as unknown as number }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Notificação inválida.',
    });
    expect(
      await errorOf(caller.notifications.updateSettings({ email: { sale: 'sim' as unknown as boolean } })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Escolha sim ou não.' });
  });

  it('never tells the actor about their own act', async () => {
    const notifier = createNotifier(t.config);
    const self = { userId: bia.id, kind: 'follower', actorId: bia.id, subjectPath: '/dashboard' } as const;
    expect(await t.db.transaction().execute((trx) => notify(trx, notifier, self))).toBe(false);
    expect(await callerFor(t, bia).notifications.unreadCount()).toBe(0);
    expect(notifier.recipients.size).toBe(0);
  });
});

describe('notifications.settings and the mail', () => {
  it('starts from the defaults and keeps what the member saves', async () => {
    const caller = callerFor(t, bia);
    const defaults = await caller.notifications.settings();
    expect(defaults.dailyDigest).toBe(false);
    expect(defaults.email).toMatchObject({
      sale: true,
      order_status: true,
      offer_received: true,
      wanted_listed: true,
      follower: false,
    });
    const saved = await caller.notifications.updateSettings({
      email: { sale: false, follower: true },
      dailyDigest: true,
    });
    expect(saved.email).toMatchObject({ sale: false, follower: true, order_status: true });
    expect(saved.dailyDigest).toBe(true);
    expect((await callerFor(t, ana).notifications.settings()).email.sale).toBe(true);
  });

  it('queues one mail per notification the member wants now, naming and linking the event', async () => {
    await notifyBia(1, 'sale');
    await notifyBia(1, 'follower');
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail).toMatchObject({
      user_id: bia.id,
      to_email: bia.email,
      subject: 'Releia: Ana Leitora comprou Livro 0',
    });
    expect(mail?.body).toContain('Veja em: http://localhost:3000/pedidos/0');
    expect(mail?.unsubscribe_url).toBe(notificationUnsubscribeUrl(t.config, bia.id, 'sale'));
    expect(mail?.body).toContain(mail?.unsubscribe_url);
    // No mail server here: it waits for the operator, not for the retry loop.
    expect(mail?.next_attempt_at).toBeNull();
  });

  it('sends nothing at once to a member who chose the daily digest', async () => {
    await callerFor(t, bia).notifications.updateSettings({ email: {}, dailyDigest: true });
    await notifyBia(2, 'sale');
    expect(await outbox()).toEqual([]);
  });

  it('hands the mail server the unsubscribe link for the List-Unsubscribe headers', async () => {
    const smtp = { ...t.config, SMTP_URL: 'smtp://example.invalid' };
    const notifier = createNotifier(smtp);
    const notice = { userId: bia.id, kind: 'sale', actorId: ana.id, subjectPath: '/pedidos/1' } as const;
    await t.db.transaction().execute((trx) => notify(trx, notifier, notice));
    const sent: (string | null | undefined)[] = [];
    expect(
      await retryDueMail(t.db, smtp, new Date(), async (_c, m) => void sent.push(m.unsubscribe_url)),
    ).toBe(1);
    expect(sent).toEqual([notificationUnsubscribeUrl(t.config, bia.id, 'sale')]);
  });
});

describe('notifications.unsubscribe', () => {
  const partsOf = (url: string) => {
    const q = new URL(url).searchParams;
    return { userId: q.get('u') ?? '', kind: q.get('k') ?? '', token: q.get('t') ?? '' };
  };

  it('turns that kind\u2019s mail off for a good link, signed out', async () => {
    const link = partsOf(notificationUnsubscribeUrl(t.config, bia.id, 'sale'));
    expect(await callerFor(t).notifications.unsubscribe(link)).toEqual({
      message: 'Pronto: você não vai mais receber estes e-mails do Releia.',
    });
    const settings = await callerFor(t, bia).notifications.settings();
    expect(settings.email).toMatchObject({ sale: false, order_status: true });
    await notifyBia(1, 'sale');
    expect(await outbox()).toEqual([]);
  });

  it('turns every kind off with the digest\u2019s link', async () => {
    await callerFor(t).notifications.unsubscribe(
      partsOf(notificationUnsubscribeUrl(t.config, bia.id, 'todas')),
    );
    const { email } = await callerFor(t, bia).notifications.settings();
    expect(Object.values(email).every((on) => !on)).toBe(true);
  });

  it('refuses a made-up token, another kind\u2019s token, another app\u2019s secret and an unknown kind', async () => {
    const good = partsOf(notificationUnsubscribeUrl(t.config, bia.id, 'sale'));
    const foreign = testConfig({ DATA_DIR: t.dataDir, APP_SECRET: 'x'.repeat(40) });
    const refused = [
      { ...good, token: 'inventado' },
      { ...good, kind: 'order_status' },
      { ...good, userId: ana.id },
      partsOf(notificationUnsubscribeUrl(foreign, bia.id, 'sale')),
      { ...good, kind: 'nada' },
    ];
    for (const link of refused)
      expect(await errorOf(callerFor(t).notifications.unsubscribe(link))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Link de descadastro inválido.',
      });
    expect((await callerFor(t, bia).notifications.settings()).email.sale).toBe(true);
  });

  it('answers a mail client’s one-click POST (RFC 8058) at the List-Unsubscribe address, signed out', async () => {
    const headers = listUnsubscribeHeaders(notificationUnsubscribeUrl(t.config, bia.id, 'sale'));
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const target = new URL(/^<(.+)>$/.exec(headers['List-Unsubscribe'])?.[1] ?? '');
    const app = await listen(createApp({ db: t.db, config: t.config, vite: devVite }));
    try {
      const post = (query: string) =>
        fetch(`${app.base}${target.pathname}${query}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'https://mail.example.com',
          },
          body: 'List-Unsubscribe=One-Click',
        });
      expect((await post(target.search.replace(/t=[^&]+/, 't=errado'))).status).toBe(400);
      expect((await callerFor(t, bia).notifications.settings()).email.sale).toBe(true);
      expect((await post(target.search)).status).toBe(200);
      expect((await callerFor(t, bia).notifications.settings()).email.sale).toBe(false);
    } finally {
      await app.close();
    }
  });
});
