import type { Generated } from 'kysely';
import type { NotificationKind } from '../../shared/notifications.ts';
import type { Bool, Defaulted } from './columns.ts';

// The notifications' tables (docs/decisions/030-notifications.md).

export interface NotificationsTable {
  id: Generated<number>;
  user_id: string;
  kind: NotificationKind;
  /** Who caused it; null when anonymous or the account is gone. */
  actor_id: string | null;
  subject_path: string;
  book_title: string | null;
  detail: string | null;
  created_at: string;
  read_at: string | null;
}

/** A member's e-mail choice per kind, once saved; without a row, the kind's default (shared/notifications.ts). */
export interface NotificationSettingsTable {
  user_id: string;
  kind: NotificationKind;
  email: Bool;
}

export interface NotificationDigestsTable {
  user_id: string;
  daily: Defaulted<Bool>;
  /** The Brasília day of the last digest claimed, YYYY-MM-DD. */
  digest_sent_on: string | null;
}
