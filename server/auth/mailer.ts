import nodemailer from 'nodemailer';
import type { Executor } from '../../db/client.ts';
import type { OutboxTable } from '../../db/schema.ts';
import type { Config } from '../config.ts';

// Every message goes into the outbox table first. With SMTP_URL set it is then sent and marked
// sent; without it the operator reads it with `npm run outbox` (DECISIONS.md, Accounts).

export interface Mail {
  userId: string | null;
  kind: OutboxTable['kind'];
  to: string;
  subject: string;
  body: string;
}

export async function sendMail(db: Executor, config: Config, mail: Mail, now = new Date()): Promise<void> {
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
  try {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    await transport.sendMail({ from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.body });
    await db
      .updateTable('outbox')
      .set({ sent_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
  } catch (error) {
    // The message stays readable in the outbox; the user can ask for another one.
    console.warn('Falha ao enviar email por SMTP:', error);
    await db
      .updateTable('outbox')
      .set({ error: error instanceof Error ? error.message : String(error) })
      .where('id', '=', row.id)
      .execute();
  }
}
