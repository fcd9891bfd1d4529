import type { Executor } from '../../db/client.ts';
import {
  NOTIFICATION_KIND_LIST,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from '../../shared/notifications.ts';

// A member's e-mail choices (docs/product/notifications.md#e-mail): one flag per kind, the kind's
// default until saved, and whether they come once a day in a digest instead.

export async function readNotificationSettings(db: Executor, userId: string): Promise<NotificationSettings> {
  const [rows, digest] = await Promise.all([
    db.selectFrom('notification_settings').select(['kind', 'email']).where('user_id', '=', userId).execute(),
    db.selectFrom('notification_digests').select('daily').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const saved = new Map(rows.map((r) => [r.kind, r.email === 1]));
  const email = Object.fromEntries(
    NOTIFICATION_KIND_LIST.map((kind) => [kind, saved.get(kind) ?? NOTIFICATION_KINDS[kind].email]),
  ) as Record<NotificationKind, boolean>;
  return { email, dailyDigest: digest?.daily === 1 };
}

/** Whether a notification of `kind` is mailed now, in tomorrow's digest, or not at all. */
export async function mailChoice(
  db: Executor,
  userId: string,
  kind: NotificationKind,
): Promise<'now' | 'digest' | 'off'> {
  const settings = await readNotificationSettings(db, userId);
  if (!settings.email[kind]) return 'off';
  return settings.dailyDigest ? 'digest' : 'now';
}

export async function saveNotificationSettings(
  db: Executor,
  userId: string,
  settings: { email: Partial<Record<NotificationKind, boolean>>; dailyDigest?: boolean | undefined },
): Promise<void> {
  for (const kind of NOTIFICATION_KIND_LIST) {
    const wanted = settings.email[kind];
    if (wanted === undefined) continue;
    await db
      .insertInto('notification_settings')
      .values({ user_id: userId, kind, email: wanted ? 1 : 0 })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ email: wanted ? 1 : 0 }))
      .execute();
  }
  if (settings.dailyDigest === undefined) return;
  const daily = settings.dailyDigest ? 1 : 0;
  await db
    .insertInto('notification_digests')
    .values({ user_id: userId, daily, digest_sent_on: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ daily }))
    .execute();
}
