import type { DB } from '../../db/client.ts';
import { BRAZIL_TIME_ZONE, brazilDay } from '../../shared/brazil-time.ts';
import { NOTIFICATION_KIND_LIST } from '../../shared/notifications.ts';
import { logger } from '../observability/index.ts';
import { queueDigestMail } from './notice-mail.ts';
import { unreadSince } from './notices.ts';
import type { NotifierConfig } from './notifier.ts';
import { readNotificationSettings } from './settings.ts';

// The daily digest (docs/product/notifications.md#daily-digest,
// docs/decisions/030-notifications.md#mail-and-digest): members who chose it get, at most once a
// Brasília day and from 8:00 on, one mail with the last day's unread notifications of the kinds
// they want by mail. Any process may run it, like the export worker: a member's digest is
// claimed by a conditional UPDATE of digest_sent_on in the transaction that queues the mail, so
// two runners never send one member two, and a runner that dies leaves nothing claimed.

export const DIGEST_HOUR = 8;
const EVERY_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BRAZIL_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Sends the day's digests due at `now`; how many mails were queued. */
export async function sendDailyDigests(db: DB, config: NotifierConfig, now = new Date()): Promise<number> {
  if (Number(hourFormat.format(now)) < DIGEST_HOUR) return 0;
  const today = brazilDay(now);
  const due = await db
    .selectFrom('notification_digests')
    .select('user_id')
    .where('daily', '=', 1)
    .where((eb) => eb.or([eb('digest_sent_on', 'is', null), eb('digest_sent_on', '<', today)]))
    .execute();
  let sent = 0;
  for (const { user_id: userId } of due) if (await sendDigest(db, config, userId, today, now)) sent++;
  return sent;
}

async function sendDigest(db: DB, config: NotifierConfig, userId: string, today: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('notification_digests')
      .set({ digest_sent_on: today })
      .where('user_id', '=', userId)
      .where('daily', '=', 1)
      .where((eb) => eb.or([eb('digest_sent_on', 'is', null), eb('digest_sent_on', '<', today)]))
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return false;
    const { email } = await readNotificationSettings(trx, userId);
    const kinds = NOTIFICATION_KIND_LIST.filter((kind) => email[kind]);
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const items = await unreadSince(trx, userId, since, kinds);
    return queueDigestMail(trx, config, userId, items, now);
  });
}

/** Every process tries on a timer (server/serve.ts); the claim keeps it to one mail. */
export function startDigestWorker(db: DB, config: NotifierConfig): void {
  setInterval(() => {
    sendDailyDigests(db, config).catch((err: unknown) => logger.error({ err }, 'falha no resumo diário'));
  }, EVERY_MS).unref();
}
