import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { sendDailyDigests } from '../../server/notifications/digest.ts';
import { notificationUnsubscribeUrl } from '../../server/notifications/notice-mail.ts';
import { notify } from '../../server/notifications/notices.ts';
import { createNotifier } from '../../server/notifications/notifier.ts';
import type { NotificationKind } from '../../shared/notifications.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';

// The daily digest (docs/product/notifications.md#daily-digest): at most one mail a day, with the
// last day's unread notifications of the kinds the member wants by mail, claimed once however
// many processes run the job.

let t: TestDb;
let ana: SessionUser;
let bia: SessionUser;
beforeEach(async () => {
  t = await createTestDb();
  ana = await createUser(t.db, { name: 'Ana Leitora' });
  bia = await createUser(t.db, { name: 'Bia Vendedora' });
  await callerFor(t, bia).notifications.updateSettings({ email: {}, dailyDigest: true });
});
afterEach(() => t.close());

// 12:00 in Brasília (UTC-3) on 2026-11-10, and the morning before 8:00.
const noon = new Date('2026-11-10T15:00:00Z');
const early = new Date('2026-11-10T10:00:00Z');

async function notifyBia(kind: NotificationKind, title: string, at: Date) {
  const notice = {
    userId: bia.id,
    kind,
    actorId: ana.id,
    subjectPath: `/pedidos/${title}`,
    bookTitle: title,
  };
  await t.db.transaction().execute((trx) => notify(trx, createNotifier(t.config), notice, at));
}

const digests = () =>
  t.db.selectFrom('outbox').selectAll().where('kind', '=', 'notification_digest').execute();

describe('the daily digest', () => {
  it('sends one mail with the last day\u2019s unread notifications of the kinds wanted by mail', async () => {
    await notifyBia('sale', 'Antigo', new Date('2026-11-08T15:00:00Z'));
    await notifyBia('sale', 'Dom Casmurro', new Date('2026-11-10T01:00:00Z'));
    await notifyBia('order_status', 'Iracema', new Date('2026-11-10T12:00:00Z'));
    await notifyBia('follower', 'Seguidor', new Date('2026-11-10T12:00:00Z'));
    await notifyBia('sale', 'Lida', new Date('2026-11-10T13:00:00Z'));
    const [read] = await callerFor(t, bia).notifications.latest();
    await callerFor(t, bia).notifications.markRead({ id: read?.id ?? 0 });
    // Nothing went at once: the member chose the digest.
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toEqual([]);

    expect(await sendDailyDigests(t.db, t.config, early)).toBe(0);
    expect(await sendDailyDigests(t.db, t.config, noon)).toBe(1);
    const [mail, ...more] = await digests();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to_email: bia.email,
      subject: 'Releia: seu resumo do dia (2 notificações)',
    });
    expect(mail?.body).toContain(
      '- Ana Leitora comprou Dom Casmurro: http://localhost:3000/pedidos/Dom%20Casmurro',
    );
    expect(mail?.body).toContain('- Pedido de Iracema: atualizado');
    for (const left of ['Antigo', 'Seguidor', 'Lida']) expect(mail?.body).not.toContain(left);
    expect(mail?.unsubscribe_url).toBe(notificationUnsubscribeUrl(t.config, bia.id, 'todas'));
    expect(mail?.body).toContain(mail?.unsubscribe_url);

    // Once a day: later the same day nothing more, the next day again.
    await notifyBia('sale', 'Mais um', new Date('2026-11-10T16:00:00Z'));
    expect(await sendDailyDigests(t.db, t.config, new Date('2026-11-10T22:00:00Z'))).toBe(0);
    expect(await sendDailyDigests(t.db, t.config, new Date('2026-11-11T12:00:00Z'))).toBe(1);
    expect(await digests()).toHaveLength(2);
  });

  it('is claimed once when two runners work at the same moment', async () => {
    await notifyBia('sale', 'Dom Casmurro', new Date('2026-11-10T12:00:00Z'));
    const sent = await Promise.all([
      sendDailyDigests(t.db, t.config, noon),
      sendDailyDigests(t.db, t.config, noon),
      sendDailyDigests(t.db, t.config, noon),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await digests()).toHaveLength(1);
  });

  it('sends nothing to members who did not choose it, nor an empty digest', async () => {
    await callerFor(t, bia).notifications.updateSettings({ email: {}, dailyDigest: false });
    await notifyBia('sale', 'Dom Casmurro', new Date('2026-11-10T12:00:00Z'));
    expect(await sendDailyDigests(t.db, t.config, noon)).toBe(0);
    await callerFor(t, bia).notifications.updateSettings({ email: {}, dailyDigest: true });
    await callerFor(t, bia).notifications.markAllRead();
    expect(await sendDailyDigests(t.db, t.config, noon)).toBe(0);
    expect(await digests()).toEqual([]);
  });
});
