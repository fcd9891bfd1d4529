import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Executor } from '../../db/client.ts';
import type { OutboxTable } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import { logger } from '../observability/index.ts';
import { listUnsubscribeHeaders } from './link-signature.ts';
import { dueMail, markFailed, markSent, type OutgoingMail } from './outbox.ts';

// Every message goes into the outbox table first. With SMTP_URL set it is then sent and marked
// sent; without it the operator reads it with `npm run outbox` (docs/product/accounts.md#verification). A send
// that fails is tried again later (retryDueMail) and, once given up, listed in the admin panel.

export interface Mail {
  userId: string | null;
  kind: OutboxTable['kind'];
  to: string;
  subject: string;
  body: string;
}

/** Hands one message to the mail server; throws when it is refused or unreachable. */
export type SendMail = (config: Config, mail: OutgoingMail) => Promise<void>;

/**
 * The message handed to nodemailer for an outbox row. Subjects carry members' text (a book's
 * title); nodemailer writes every header on one line, so none can add a header of its own.
 */
export function smtpMessage(config: Pick<Config, 'MAIL_FROM'>, mail: OutgoingMail): SendMailOptions {
  return {
    from: config.MAIL_FROM,
    to: mail.to_email,
    subject: mail.subject,
    text: mail.body,
    ...(mail.unsubscribe_url ? { headers: listUnsubscribeHeaders(mail.unsubscribe_url) } : {}),
  };
}

const sendBySmtp: SendMail = async (config, mail) => {
  if (!config.SMTP_URL) throw new Error('SMTP_URL não configurado');
  const transport = nodemailer.createTransport(config.SMTP_URL);
  await transport.sendMail(smtpMessage(config, mail));
};

export async function sendMail(
  db: Executor,
  config: Config,
  mail: Mail,
  now = new Date(),
  send: SendMail = sendBySmtp,
): Promise<void> {
  const row = await db
    .insertInto('outbox')
    .values({
      user_id: mail.userId,
      kind: mail.kind,
      to_email: mail.to,
      subject: mail.subject,
      body: mail.body,
      created_at: now.toISOString(),
      sent_at: null,
      error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!config.SMTP_URL) return;
  await deliver(
    db,
    config,
    { id: row.id, to_email: mail.to, subject: mail.subject, body: mail.body, attempts: 0 },
    now,
    send,
  );
}

/** Tries again the messages whose wait is over; the server calls it every RETRY_EVERY_MS. */
export async function retryDueMail(
  db: Executor,
  config: Config,
  now = new Date(),
  send: SendMail = sendBySmtp,
): Promise<number> {
  if (!config.SMTP_URL) return 0;
  const due = await dueMail(db, now, 20);
  for (const mail of due) await deliver(db, config, mail, now, send);
  return due.length;
}

export const RETRY_EVERY_MS = 30_000;

async function deliver(
  db: Executor,
  config: Config,
  mail: OutgoingMail,
  now: Date,
  send: SendMail,
): Promise<void> {
  try {
    await send(config, mail);
    await markSent(db, mail.id, now);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The message stays readable in the outbox; the user can ask for another one meanwhile.
    logger.warn(
      { outboxId: mail.id, attempt: mail.attempts + 1, err: message },
      'falha ao enviar e-mail por SMTP',
    );
    await markFailed(db, mail, message, now);
  }
}
