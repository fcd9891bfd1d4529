import type { DB } from '../../db/client.ts';
import type { Config } from '../config.ts';
import { publishToUser } from '../realtime/index.ts';

// What an event's transaction needs to notify (docs/decisions/030-notifications.md): the settings
// its mail is written with, and who was notified, so the live push goes out once the transaction
// has committed. A transaction run again (inTransaction) may leave a member added by an attempt
// that rolled back: the push only says "your notifications changed", and the bell reads them back.

export type NotifierConfig = Pick<Config, 'APP_SECRET' | 'DATA_DIR' | 'PUBLIC_URL' | 'SMTP_URL'>;

export interface Notifier {
  readonly config: NotifierConfig;
  readonly recipients: Set<string>;
}

export function createNotifier(config: NotifierConfig): Notifier {
  return { config, recipients: new Set() };
}

/**
 * After the commit: every tab of each member notified hears it on their live feed (the messages
 * channel, so a tab keeps one SSE stream, decision 030#the-live-push).
 */
export async function announce(db: DB, notifier: Notifier): Promise<void> {
  const recipients = [...notifier.recipients];
  notifier.recipients.clear();
  for (const userId of recipients) await publishToUser(db, userId, { type: 'notifications' });
}

/** Runs an event with a fresh notifier and announces its notifications once `work` succeeded. */
export async function notifying<T>(
  ctx: { db: DB; config: NotifierConfig },
  work: (notifier: Notifier) => Promise<T>,
): Promise<T> {
  const notifier = createNotifier(ctx.config);
  const result = await work(notifier);
  await announce(ctx.db, notifier);
  return result;
}
