import type { NotificationKind } from '../../shared/notifications.ts';

// Its own module because both the notices' queries (notices.ts) and their mail (notice-mail.ts)
// speak of it, and notices.ts queues the mail: one of them owning it made the two import each other.

/** A notification as the bell, the page and the mail show it. */
export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  text: string;
  path: string;
  createdAt: string;
  read: boolean;
}
