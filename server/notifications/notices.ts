import type { Executor } from '../../db/client.ts';
import {
  LATEST_NOTIFICATIONS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKind,
  notificationText,
} from '../../shared/notifications.ts';
import { type Page, page } from '../sql/index.ts';
import type { NotificationItem } from './item.ts';
import { queueNotificationMail } from './notice-mail.ts';
import type { Notifier } from './notifier.ts';
import { mailChoice } from './settings.ts';

// Notificações (docs/product/notifications.md): rows written by notify() in the transaction of
// the event they report (docs/decisions/030-notifications.md#rows-in-the-events-transaction).

export interface Notice {
  userId: string;
  kind: NotificationKind;
  /** Who caused it: never told about their own act. */
  actorId: string | null;
  /** A review left anonymously: the member is not told who (docs/product/reviews.md). */
  anonymous?: boolean;
  subjectPath: string;
  bookTitle?: string | null;
  detail?: string | null;
}

/** A new message for `userId` (docs/product/notifications.md#events): its first words as the detail. */
export function messageNotice(
  userId: string,
  senderId: string,
  conversationId: string,
  body: string,
): Notice {
  const words = body.replace(/\s+/g, ' ').trim();
  return {
    userId,
    kind: 'message',
    actorId: senderId,
    subjectPath: `/chats/${conversationId}`,
    detail: words.length > 80 ? `${words.slice(0, 80)}…` : words,
  };
}

/**
 * Writes the notification and, when the member wants this kind by mail and not in the daily
 * digest, queues its mail: both in `trx`, the event's own transaction. The live push waits for
 * the commit (Notifier.announce). False when there is nobody to tell (the actor themself).
 */
export async function notify(trx: Executor, notifier: Notifier, notice: Notice, now = new Date()) {
  if (notice.actorId !== null && notice.actorId === notice.userId) return false;
  const row = await trx
    .insertInto('notifications')
    .values({
      user_id: notice.userId,
      kind: notice.kind,
      actor_id: notice.anonymous ? null : notice.actorId,
      subject_path: notice.subjectPath,
      book_title: notice.bookTitle ?? null,
      detail: notice.detail ?? null,
      created_at: now.toISOString(),
      read_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  notifier.recipients.add(notice.userId);
  if ((await mailChoice(trx, notice.userId, notice.kind)) === 'now') {
    const [item] = await selectNotifications(trx, notice.userId)
      .where('notifications.id', '=', row.id)
      .execute();
    if (item) await queueNotificationMail(trx, notifier.config, notice.userId, toItem(item), now);
  }
  return true;
}

function selectNotifications(db: Executor, userId: string) {
  return db
    .selectFrom('notifications')
    .leftJoin('profiles', 'profiles.user_id', 'notifications.actor_id')
    .select([
      'notifications.id',
      'notifications.kind',
      'notifications.subject_path',
      'notifications.book_title',
      'notifications.detail',
      'notifications.created_at',
      'notifications.read_at',
      'profiles.name as actor_name',
    ])
    .where('notifications.user_id', '=', userId);
}

type NotificationRow = Awaited<ReturnType<ReturnType<typeof selectNotifications>['execute']>>[number];

function toItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    text: notificationText(row.kind, {
      actorName: row.actor_name ?? null,
      bookTitle: row.book_title,
      detail: row.detail,
    }),
    path: row.subject_path,
    createdAt: row.created_at,
    read: row.read_at !== null,
  };
}

/** The cursor of /notificacoes: the last row's time and id, newest first. */
function cursorOf(row: NotificationRow): string {
  return `${row.created_at}|${row.id}`;
}

function parseCursor(cursor: string | null | undefined): { at: string; id: number } | null {
  const [at, id] = (cursor ?? '').split('|');
  const n = Number(id);
  return at && Number.isSafeInteger(n) ? { at, id: n } : null;
}

/** One page of the member's notifications, newest first. */
export async function listNotifications(
  db: Executor,
  userId: string,
  cursor?: string | null,
  limit = NOTIFICATIONS_PAGE_SIZE,
): Promise<Page<NotificationItem>> {
  const after = parseCursor(cursor);
  let qb = selectNotifications(db, userId);
  if (after)
    qb = qb.where((eb) =>
      eb.or([
        eb('notifications.created_at', '<', after.at),
        eb.and([eb('notifications.created_at', '=', after.at), eb('notifications.id', '<', after.id)]),
      ]),
    );
  const rows = await qb
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(limit + 1)
    .execute();
  const found = page(rows, limit, cursorOf);
  return { items: found.items.map(toItem), nextCursor: found.nextCursor };
}

/** The bell's dropdown. */
export async function latestNotifications(db: Executor, userId: string): Promise<NotificationItem[]> {
  return (await listNotifications(db, userId, null, LATEST_NOTIFICATIONS)).items;
}

export async function unreadNotificationCount(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the member's notifications read; false when it is not theirs or already read. */
export async function markNotificationRead(db: Executor, userId: string, id: number, now = new Date()) {
  const r = await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Whether the notification is the member's (read or not). */
export async function ownsNotification(db: Executor, userId: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllNotificationsRead(db: Executor, userId: string, now = new Date()) {
  const r = await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The member's unread notifications since `since`, oldest first, for the daily digest. */
export async function unreadSince(db: Executor, userId: string, since: string, kinds: NotificationKind[]) {
  if (kinds.length === 0) return [];
  const rows = await selectNotifications(db, userId)
    .where('notifications.read_at', 'is', null)
    .where('notifications.created_at', '>=', since)
    .where('notifications.kind', 'in', kinds)
    .orderBy('notifications.created_at')
    .orderBy('notifications.id')
    .execute();
  return rows.map(toItem);
}
