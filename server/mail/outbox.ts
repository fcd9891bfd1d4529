import type { Insertable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { OutboxTable } from '../../db/schema.ts';

// The outbox's delivery state. A message whose SMTP send fails is tried again after a wait that
// grows with each failure; after MAX_ATTEMPTS it is given up and listed for the admin.

/** Tries before a message is given up: the sixth failure is about 15 hours after the first. */
export const MAX_ATTEMPTS = 6;
const FIRST_WAIT_MS = 60_000;
const MAX_WAIT_MS = 12 * 60 * 60_000;

/** The wait before the next try after `attempts` failures: 1, 5, 25 minutes, ~2 hours, ~10 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_WAIT_MS * 5 ** Math.max(0, attempts - 1), MAX_WAIT_MS);
}

export interface OutgoingMail {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  attempts: number;
  /** Sent as List-Unsubscribe when set (docs/decisions/030-notifications.md). */
  unsubscribe_url?: string | null;
}

/**
 * Queues a message for the retry loop to send (retryDueMail), due at once when there is a mail
 * server; inside the caller's transaction, so it leaves only if what it reports commits.
 */
export async function queueMail(
  db: Executor,
  mail: Pick<
    Insertable<OutboxTable>,
    'user_id' | 'kind' | 'to_email' | 'subject' | 'body' | 'unsubscribe_url'
  >,
  smtp: boolean,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('outbox')
    .values({ ...mail, created_at: at, sent_at: null, error: null, next_attempt_at: smtp ? at : null })
    .execute();
}

export async function markSent(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ sent_at: now.toISOString(), next_attempt_at: null })
    .where('id', '=', id)
    .execute();
}

/** Records a failed try and schedules the next one, or gives the message up after the last. */
export async function markFailed(db: Executor, mail: OutgoingMail, error: string, now: Date): Promise<void> {
  const attempts = mail.attempts + 1;
  const next =
    attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
  await db
    .updateTable('outbox')
    .set({ attempts, error: error.slice(0, 500), next_attempt_at: next })
    .where('id', '=', mail.id)
    .execute();
}

/** Messages whose next try is due, oldest first. */
export function dueMail(db: Executor, now: Date, limit: number): Promise<OutgoingMail[]> {
  return db
    .selectFrom('outbox')
    .select(['id', 'to_email', 'subject', 'body', 'attempts', 'unsubscribe_url'])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Given-up messages for the admin panel, newest first. */
export function failedMail(db: Executor, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'to_email', 'subject', 'created_at', 'attempts', 'error'])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', 'is', null)
    .where('error', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** For /metrics: messages still to be tried and messages given up. */
export async function outboxCounts(db: Executor): Promise<{ waiting: number; failed: number }> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn
        .sum<number | null>(eb.case().when('next_attempt_at', 'is not', null).then(1).else(0).end())
        .as('waiting'),
      eb.fn
        .sum<number | null>(
          eb
            .case()
            .when(eb.and([eb('next_attempt_at', 'is', null), eb('error', 'is not', null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('failed'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting ?? 0), failed: Number(row.failed ?? 0) };
}
