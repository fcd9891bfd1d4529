import { createServer, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../db/password.ts';
import {
  passwordResetsSettled,
  RESETS_PER_HOUR_PER_ACCOUNT,
  RESETS_PER_HOUR_PER_ADDRESS,
} from '../../server/accounts/password-reset.ts';
import { createSession, SESSION_COOKIE, validateSessionToken } from '../../server/accounts/session.ts';
import { spendLoginAttempt, throttleKeys } from '../../server/accounts/throttle.ts';
import { PASSWORDS_DIFFER, RESET_LINK_DEAD, RESET_REQUESTED } from '../../shared/schemas/password-reset.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { cookieCaller, errorOf } from '../helpers/trpc.ts';

let t: TestDb;
let oldHash: string;
beforeEach(async () => {
  t = await createTestDb();
  t.config = { ...t.config, LOGIN_SLOWDOWN_MS: 0 };
  oldHash ??= await hashPassword('senha-antiga-1');
});
afterEach(async () => {
  // The link is written after the answer: nothing may still be writing when the database closes.
  await passwordResetsSettled();
  await t.close();
});

const NEW = 'senha-nova-2';

async function ask(email: string, ip = '127.0.0.1') {
  const result = await callerFor(t, null, { ip }).accounts.requestPasswordReset({ email });
  await passwordResetsSettled();
  return result;
}

async function mails(kind: 'password_reset' | 'password_changed') {
  return t.db
    .selectFrom('outbox')
    .select(['to_email', 'subject', 'body', 'user_id'])
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

/** The token of the newest recovery link mailed to `email`. */
async function linkToken(email: string): Promise<string> {
  const mine = (await mails('password_reset')).filter((m) => m.to_email === email);
  const token = /\/nova-senha\?token=([\w-]+)/.exec(mine.at(-1)?.body ?? '')?.[1];
  if (!token) throw new Error(`nenhum link de nova senha para ${email}`);
  return token;
}

function sessionToken(cookies: string[]): string {
  const cookie = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.includes('Max-Age=0'));
  if (!cookie) throw new Error('nenhum cookie de sessão');
  return cookie.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '';
}

const reset = (token: string, password = NEW, confirmPassword = password) =>
  cookieCaller(t).caller.accounts.resetPassword({ token, password, confirmPassword });

describe('accounts.requestPasswordReset', () => {
  it('mails a one-hour link to a known address and stores only its hash', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', name: 'Ana', passwordHash: oldHash });
    expect(await ask('Ana@Example.com ')).toEqual({ ok: true });
    const [mail] = await mails('password_reset');
    expect(mail?.to_email).toBe('ana@example.com');
    expect(mail?.user_id).toBe(ana.id);
    expect(mail?.subject).toBe('Crie uma nova senha no Releia');
    expect(mail?.body).toContain('Olá, Ana!');
    expect(mail?.body).toContain('http://localhost:3000/nova-senha?token=');
    expect(mail?.body).toContain('O link vale por 1 hora e só pode ser usado uma vez.');
    const token = await linkToken('ana@example.com');
    const rows = await t.db.selectFrom('password_resets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    const hour = Date.parse(rows[0]?.expires_at ?? '') - Date.parse(rows[0]?.created_at ?? '');
    expect(hour).toBe(60 * 60_000);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash: oldHash });
    const known = await ask('ana@example.com');
    const unknown = await ask('ninguem@example.com');
    expect(unknown).toEqual(known);
    expect((await mails('password_reset')).map((m) => m.to_email)).toEqual(['ana@example.com']);
    expect(RESET_REQUESTED).toBe(
      'Se houver uma conta com este email, enviamos um link para criar uma nova senha.',
    );
  });

  it('answers before the mail server is reached, so a slow one cannot tell known from unknown', async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash: oldHash });
    // A mail server that accepts connections and never says a word.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    t.config = { ...t.config, SMTP_URL: `smtp://127.0.0.1:${port}` };
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        const answer = await callerFor(t).accounts.requestPasswordReset({ email });
        return { answer, ms: performance.now() - started };
      };
      const known = await timed('ana@example.com');
      const unknown = await timed('ninguem@example.com');
      expect(known.answer).toEqual(unknown.answer);
      // nodemailer waits 30 s for a greeting: an answer that waited for the mail would be that slow.
      expect(known.ms).toBeLessThan(1_000);
      expect(unknown.ms).toBeLessThan(1_000);
      await expect.poll(() => sockets.size, { timeout: 5_000 }).toBe(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await passwordResetsSettled();
      await new Promise((resolve) => silent.close(resolve));
    }
    // The link was written all the same; the outbox tries it again later.
    const [mail] = await t.db
      .selectFrom('outbox')
      .select(['to_email', 'sent_at', 'attempts'])
      .where('kind', '=', 'password_reset')
      .execute();
    expect(mail).toMatchObject({ to_email: 'ana@example.com', sent_at: null, attempts: 1 });
  });

  it(`allows ${RESETS_PER_HOUR_PER_ACCOUNT} requests an hour per address typed, known or not`, async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash: oldHash });
    for (const email of ['ana@example.com', 'ninguem@example.com']) {
      for (let i = 0; i < RESETS_PER_HOUR_PER_ACCOUNT; i++) await ask(email, `10.0.${i}.1`);
      const refused = await errorOf(ask(email, '10.1.0.1'));
      expect(refused.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.message).toMatch(/^Muitos pedidos de nova senha\. Tente novamente em \d+ minutos?\.$/);
    }
    expect(await mails('password_reset')).toHaveLength(RESETS_PER_HOUR_PER_ACCOUNT);
  });

  it(`allows ${RESETS_PER_HOUR_PER_ADDRESS} requests an hour per client address (an IPv6 /64 as one)`, async () => {
    for (let i = 0; i < RESETS_PER_HOUR_PER_ADDRESS; i++)
      await ask(`leitor${i}@example.com`, `2001:db8::${i}`);
    const refused = await errorOf(ask('outro@example.com', '2001:db8::ffff'));
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    // Another connection is not affected.
    expect(await ask('outro@example.com', '2001:db8:1::1')).toEqual({ ok: true });
  });

  it('sends nothing to a suspended account', async () => {
    const s = await createUser(t.db, { email: 'suspensa@example.com', passwordHash: oldHash });
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', s.id)
      .execute();
    expect(await ask('suspensa@example.com')).toEqual({ ok: true });
    expect(await mails('password_reset')).toHaveLength(0);
  });

  it('refuses a malformed address', async () => {
    const bad = await errorOf(callerFor(t).accounts.requestPasswordReset({ email: 'não é email' }));
    expect(bad).toMatchObject({ code: 'BAD_REQUEST', message: 'Informe um email válido.' });
    const blank = await errorOf(callerFor(t).accounts.requestPasswordReset({ email: ' ' }));
    expect(blank.message).toBe('Informe seu email.');
  });
});

describe('accounts.resetPassword', () => {
  it('sets the password, ends every session, signs this device in and tells the member', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', name: 'Ana', passwordHash: oldHash });
    await createSession(t.db, 'sessao-do-celular', ana.id);
    await createSession(t.db, 'sessao-do-notebook', ana.id);
    // Failed sign-ins on the address, which the new password forgives.
    for (let i = 0; i < 3; i++) await spendLoginAttempt(t.db, throttleKeys('ana@example.com', null));
    await ask('ana@example.com');
    const token = await linkToken('ana@example.com');
    expect(await callerFor(t).accounts.passwordResetLink({ token })).toEqual({ works: true });

    const { caller, cookies } = cookieCaller(t, null, { ip: '192.0.2.7' });
    expect(await caller.accounts.resetPassword({ token, password: NEW, confirmPassword: NEW })).toEqual({
      ok: true,
    });

    expect(await validateSessionToken(t.db, 'sessao-do-celular')).toBeNull();
    expect(await validateSessionToken(t.db, 'sessao-do-notebook')).toBeNull();
    const fresh = await validateSessionToken(t.db, sessionToken(cookies));
    expect(fresh?.user.id).toBe(ana.id);
    expect(fresh?.user.emailVerified).toBe(true);
    expect(await t.db.selectFrom('sessions').select('user_id').execute()).toHaveLength(1);
    expect(
      await t.db
        .selectFrom('login_attempts')
        .selectAll()
        .where('key', '=', 'email:ana@example.com')
        .execute(),
    ).toEqual([]);

    await expect(
      callerFor(t).accounts.login({ email: 'ana@example.com', password: 'senha-antiga-1' }),
    ).rejects.toThrow(/Email ou senha incorretos/);
    expect(await callerFor(t).accounts.login({ email: 'ana@example.com', password: NEW })).toEqual({
      ok: true,
    });

    const [changed] = await mails('password_changed');
    expect(changed?.to_email).toBe('ana@example.com');
    expect(changed?.subject).toBe('Sua senha do Releia foi alterada');
    expect(changed?.body).toContain('todas as sessões da conta foram encerradas');
    expect(changed?.body).toContain('Se não foi você');
    expect(changed?.body).toContain('http://localhost:3000/esqueci-senha');

    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toMatchObject([
      {
        actor_id: ana.id,
        action: 'user.password_reset',
        target_type: 'user',
        target_id: ana.id,
        ip_address: '192.0.2.7',
      },
    ]);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({ hadPassword: true });
  });

  it('works once: the same link again, or an older link of the account, is dead', async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash: oldHash });
    await ask('ana@example.com');
    const older = await linkToken('ana@example.com');
    await ask('ana@example.com');
    const newer = await linkToken('ana@example.com');
    expect(newer).not.toBe(older);
    await reset(newer);
    for (const token of [newer, older]) {
      expect(await errorOf(reset(token, 'outra-senha-3'))).toMatchObject({
        code: 'BAD_REQUEST',
        message: RESET_LINK_DEAD,
      });
      expect(await callerFor(t).accounts.passwordResetLink({ token })).toEqual({ works: false });
    }
    expect(await t.db.selectFrom('password_resets').selectAll().execute()).toEqual([]);
  });

  it('refuses a link used twice at the same moment but once', async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash: oldHash });
    await ask('ana@example.com');
    const token = await linkToken('ana@example.com');
    const results = await Promise.allSettled([reset(token, 'primeira-1'), reset(token, 'segunda-2')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await mails('password_changed')).toHaveLength(1);
  });

  it('refuses a link past its hour', async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash: oldHash });
    await ask('ana@example.com');
    const token = await linkToken('ana@example.com');
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await callerFor(t).accounts.passwordResetLink({ token })).toEqual({ works: false });
    expect(await errorOf(reset(token))).toMatchObject({ code: 'BAD_REQUEST', message: RESET_LINK_DEAD });
    await expect(
      callerFor(t).accounts.login({ email: 'ana@example.com', password: 'senha-antiga-1' }),
    ).resolves.toEqual({ ok: true });
  });

  it('lets a Google-only account set its first password', async () => {
    const g = await createUser(t.db, { email: 'google@example.com', passwordHash: null, verified: true });
    await ask('google@example.com');
    await reset(await linkToken('google@example.com'));
    expect(await callerFor(t).accounts.login({ email: 'google@example.com', password: NEW })).toEqual({
      ok: true,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('target_id', '=', g.id)
      .execute();
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({ hadPassword: false });
  });

  it('refuses a suspended account, and leaves its password', async () => {
    const s = await createUser(t.db, { email: 'suspensa@example.com', passwordHash: oldHash });
    await ask('suspensa@example.com');
    const token = await linkToken('suspensa@example.com');
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', s.id)
      .execute();
    expect((await errorOf(reset(token))).code).toBe('FORBIDDEN');
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', s.id)
      .executeTakeFirst();
    expect(row?.password_hash).toBe(oldHash);
  });

  it('refuses bad input with the messages of the form', async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash: oldHash });
    await ask('ana@example.com');
    const token = await linkToken('ana@example.com');
    expect((await errorOf(reset(token, 'curta1'))).message).toBe(
      'A senha precisa ter: pelo menos 8 caracteres.',
    );
    expect((await errorOf(reset(token, 'somenteletras'))).message).toBe(
      'A senha precisa ter: pelo menos um número.',
    );
    expect(await errorOf(reset(token, NEW, 'senha-nova-3'))).toMatchObject({
      code: 'BAD_REQUEST',
      message: PASSWORDS_DIFFER,
      fieldErrors: { confirmPassword: PASSWORDS_DIFFER },
    });
    expect((await errorOf(reset('curto'))).message).toBe(RESET_LINK_DEAD);
    expect((await errorOf(reset('a'.repeat(43)))).message).toBe(RESET_LINK_DEAD);
    // None of these spent the link.
    expect(await callerFor(t).accounts.passwordResetLink({ token })).toEqual({ works: true });
  });
});
