import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from '../../server/mail/outbox.ts';
import { retryDueMail, type SendMail, sendMail } from '../../server/mail/sender.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// Mail the SMTP server refused is tried again with a growing wait, then given up and shown to
// the admin with the server's error.

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
  t.config = { ...t.config, SMTP_URL: 'smtp://usuario:senha@smtp.example.invalid:587' };
});
afterEach(() => t.close());

const MAIL = {
  userId: null,
  kind: 'verify_email' as const,
  to: 'leitor@example.com',
  subject: 'Confirme',
  body: 'x',
};
const T0 = new Date('2026-11-24T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const refused: SendMail = async () => {
  throw new Error('550 caixa indisponível');
};

function outbox() {
  return t.db
    .selectFrom('outbox')
    .select(['id', 'sent_at', 'attempts', 'next_attempt_at', 'error'])
    .orderBy('id')
    .execute();
}

describe('outbox retry', () => {
  it('waits 1, 5, 25 minutes, about 2 and 10 hours between tries, never more than 12 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      1, 5, 25, 125, 625, 720, 720,
    ]);
  });

  it('schedules a failed send for a later try and sends it once the wait is over', async () => {
    await sendMail(t.db, t.config, MAIL, T0, refused);
    expect(await outbox()).toEqual([
      expect.objectContaining({ sent_at: null, attempts: 1, next_attempt_at: at(60_000).toISOString() }),
    ]);
    expect((await outbox())[0]?.error).toContain('550 caixa indisponível');

    const send = vi.fn<SendMail>().mockResolvedValue(undefined);
    expect(await retryDueMail(t.db, t.config, at(59_000), send)).toBe(0);
    expect(send).not.toHaveBeenCalled();
    expect(await retryDueMail(t.db, t.config, at(60_000), send)).toBe(1);
    expect(send).toHaveBeenCalledOnce();
    expect(await outbox()).toEqual([
      expect.objectContaining({ sent_at: at(60_000).toISOString(), attempts: 1, next_attempt_at: null }),
    ]);
    // Sent mail is never sent again.
    expect(await retryDueMail(t.db, t.config, at(10 ** 9), send)).toBe(0);
  });

  it(`gives up after ${MAX_ATTEMPTS} tries and lists the message for the admin with its error`, async () => {
    await sendMail(t.db, t.config, MAIL, T0, refused);
    let now = T0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + retryDelayMs(attempt));
      expect(await retryDueMail(t.db, t.config, now, refused)).toBe(1);
    }
    expect(await outbox()).toEqual([
      expect.objectContaining({ sent_at: null, attempts: MAX_ATTEMPTS, next_attempt_at: null }),
    ]);
    expect(await retryDueMail(t.db, t.config, at(10 ** 10), refused)).toBe(0);

    const admin = await createUser(t.db, { admin: true });
    const failed = await callerFor(t, admin).admin.outbox.failed();
    expect(failed).toEqual([
      expect.objectContaining({
        to_email: 'leitor@example.com',
        subject: 'Confirme',
        attempts: MAX_ATTEMPTS,
      }),
    ]);
    expect(failed[0]?.error).toContain('550 caixa indisponível');
  });

  it('lists neither mail waiting for a retry nor mail kept in the outbox without SMTP', async () => {
    await sendMail(t.db, t.config, MAIL, T0, refused);
    await sendMail(t.db, { ...t.config, SMTP_URL: undefined }, MAIL, T0);
    const admin = await createUser(t.db, { admin: true });
    expect(await callerFor(t, admin).admin.outbox.failed()).toEqual([]);
    // Without SMTP the outbox is where the operator reads mail: nothing is retried.
    const send = vi.fn<SendMail>();
    expect(await retryDueMail(t.db, { ...t.config, SMTP_URL: undefined }, at(10 ** 9), send)).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('admin.outbox.failed refuses visitors and members who are not admins', async () => {
    const member = await createUser(t.db);
    expect((await errorOf(callerFor(t, null).admin.outbox.failed())).code).toBe('UNAUTHORIZED');
    expect((await errorOf(callerFor(t, member).admin.outbox.failed())).code).toBe('FORBIDDEN');
  });
});
