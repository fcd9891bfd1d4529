import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../db/password.ts';
import { SESSION_COOKIE, validateSessionToken } from '../../server/accounts/session.ts';
import { EMAIL_LIMITS } from '../../server/accounts/throttle.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { cookieCaller, errorOf } from '../helpers/trpc.ts';

let t: TestDb;
let passwordHash: string;
beforeEach(async () => {
  t = await createTestDb();
  // No deliberate slow-down in these tests; the throttle test below checks the delay itself.
  t.config = { ...t.config, LOGIN_SLOWDOWN_MS: 0 };
  passwordHash ??= await hashPassword('senha-certa-1');
});
afterEach(() => t.close());

function tokenFrom(cookies: string[]): string {
  const cookie = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.includes('Max-Age=0'));
  if (!cookie) throw new Error('nenhum cookie de sessão');
  return cookie.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '';
}

describe('accounts.login', () => {
  it('signs in with the right password and sets a new session cookie', async () => {
    const user = await createUser(t.db, { email: 'ana@example.com', passwordHash });
    const { caller, cookies } = cookieCaller(t);
    await caller.accounts.login({ email: ' Ana@Example.com ', password: 'senha-certa-1' });
    const cookie = cookies.at(-1) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const session = await validateSessionToken(t.db, tokenFrom(cookies));
    expect(session?.user.id).toBe(user.id);
    // Only the SHA-256 of the token is stored.
    const rows = await t.db.selectFrom('sessions').select('id').execute();
    expect(rows.map((r) => r.id)).not.toContain(tokenFrom(cookies));
  });

  it('starts a new session at every sign-in', async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash });
    const a = cookieCaller(t);
    await a.caller.accounts.login({ email: 'ana@example.com', password: 'senha-certa-1' });
    const b = cookieCaller(t);
    await b.caller.accounts.login({ email: 'ana@example.com', password: 'senha-certa-1' });
    expect(tokenFrom(a.cookies)).not.toBe(tokenFrom(b.cookies));
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(2);
  });

  it('gives the same message for a wrong password and an unknown email', async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash });
    const wrong = await errorOf(
      callerFor(t).accounts.login({ email: 'ana@example.com', password: 'errada' }),
    );
    const unknown = await errorOf(
      callerFor(t).accounts.login({ email: 'ninguem@example.com', password: 'errada' }),
    );
    expect(wrong.code).toBe('BAD_REQUEST');
    expect(wrong.message).toBe(unknown.message);
    expect(wrong.message).toMatch(/Email ou senha incorretos/);
  });

  it('refuses accounts without a password (Google-only) and suspended accounts', async () => {
    await createUser(t.db, { email: 'google@example.com', passwordHash: null });
    const err = await errorOf(callerFor(t).accounts.login({ email: 'google@example.com', password: 'x' }));
    expect(err.code).toBe('BAD_REQUEST');
    const s = await createUser(t.db, { email: 'suspensa@example.com', passwordHash });
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', s.id)
      .execute();
    const suspended = await errorOf(
      callerFor(t).accounts.login({ email: 'suspensa@example.com', password: 'senha-certa-1' }),
    );
    expect(suspended.code).toBe('FORBIDDEN');
  });

  it('refuses a wrong password twenty times in a row before the twentieth', async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash });
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const err = await errorOf(
        callerFor(t).accounts.login({ email: 'ana@example.com', password: `errada${i}` }),
      );
      codes.push(err.code);
    }
    const firstRefusal = codes.indexOf('TOO_MANY_REQUESTS');
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThan(19);
    expect(codes.slice(firstRefusal).every((c) => c === 'TOO_MANY_REQUESTS')).toBe(true);
    // Even the right password is refused while locked, with a clear wait time.
    const locked = await errorOf(
      callerFor(t).accounts.login({ email: 'ana@example.com', password: 'senha-certa-1' }),
    );
    expect(locked.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);
  });

  it('checks at most the locking number of passwords when 100 wrong ones arrive at once', async () => {
    // Counting failures before argon2 and recording them after let every parallel guess through.
    await createUser(t.db, { email: 'ana@example.com', passwordHash });
    const guesses = Array.from({ length: 100 }, (_, i) =>
      errorOf(
        callerFor(t, null, { ip: `10.1.${i >> 8}.${i & 255}` }).accounts.login({
          email: 'ana@example.com',
          password: `errada${i}`,
        }),
      ),
    );
    const codes = (await Promise.all(guesses)).map((e) => e.code);
    expect(codes.filter((c) => c === 'BAD_REQUEST')).toHaveLength(EMAIL_LIMITS.lockAfter);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(100 - EMAIL_LIMITS.lockAfter);
  });

  it('throttles by address across different emails', async () => {
    for (let i = 0; i < 30; i++) {
      await errorOf(
        callerFor(t, null, { ip: '10.0.0.9' }).accounts.login({ email: `x${i}@example.com`, password: 'y' }),
      );
    }
    const err = await errorOf(
      callerFor(t, null, { ip: '10.0.0.9' }).accounts.login({ email: 'outro@example.com', password: 'y' }),
    );
    expect(err.code).toBe('TOO_MANY_REQUESTS');
    const elsewhere = await errorOf(
      callerFor(t, null, { ip: '10.0.0.10' }).accounts.login({ email: 'outro@example.com', password: 'y' }),
    );
    expect(elsewhere.code).toBe('BAD_REQUEST');
  });

  it('slows down attempts after five failures', async () => {
    t.config = { ...t.config, LOGIN_SLOWDOWN_MS: 150 };
    await createUser(t.db, { email: 'ana@example.com', passwordHash });
    const timeOf = async () => {
      const start = performance.now();
      await errorOf(callerFor(t).accounts.login({ email: 'ana@example.com', password: 'errada' }));
      return performance.now() - start;
    };
    for (let i = 0; i < 5; i++) await timeOf();
    expect(await timeOf()).toBeGreaterThanOrEqual(140);
  });

  it('forgives past failures after a successful sign-in', async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash });
    for (let i = 0; i < 9; i++)
      await errorOf(callerFor(t).accounts.login({ email: 'ana@example.com', password: 'errada' }));
    await callerFor(t).accounts.login({ email: 'ana@example.com', password: 'senha-certa-1' });
    const err = await errorOf(callerFor(t).accounts.login({ email: 'ana@example.com', password: 'errada' }));
    expect(err.code).toBe('BAD_REQUEST');
  });

  it('rejects bad input with pt-BR messages', async () => {
    const err = await errorOf(callerFor(t).accounts.login({ email: 'nao-e-email', password: '' }));
    expect(err.code).toBe('BAD_REQUEST');
    expect(err.message).toBe('Informe um email válido.');
  });
});

describe('accounts.register', () => {
  const input = {
    firstName: ' Ana ',
    lastName: 'Souza',
    email: 'Ana@Example.com',
    password: 'livros123',
    newsletter: true,
    acceptTerms: true as const,
  };

  it('creates the account, a username, a session and a verification mail', async () => {
    const { caller, cookies } = cookieCaller(t);
    await caller.accounts.register(input);
    const user = await t.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'users.email',
        'users.password_hash',
        'users.email_verified_at',
        'profiles.name',
        'profiles.username',
        'profiles.newsletter',
      ])
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana Souza',
      username: 'ana-souza',
      newsletter: 1,
      email_verified_at: null,
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const session = await validateSessionToken(t.db, tokenFrom(cookies));
    expect(session?.user.email).toBe('ana@example.com');
    const mail = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.to_email).toBe('ana@example.com');
    expect(mail.body).toContain('http://localhost:3000/verificar-email?token=');
  });

  it('gives a clear message for a duplicate email, beside the field', async () => {
    await createUser(t.db, { email: 'ana@example.com' });
    const err = await errorOf(callerFor(t).accounts.register(input));
    expect(err.code).toBe('CONFLICT');
    expect(err.message).toMatch(/Já existe uma conta com este email/);
    expect(err.fieldErrors.email).toMatch(/Já existe uma conta com este email/);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('requires accepted terms, names and a password that meets the rules', async () => {
    const terms = await errorOf(
      callerFor(t).accounts.register({ ...input, acceptTerms: false as unknown as true }),
    );
    expect(terms.message).toBe('Você deve aceitar os termos de uso para continuar.');
    const names = await errorOf(callerFor(t).accounts.register({ ...input, firstName: '   ' }));
    expect(names.message).toBe('Informe seu nome.');
    const weak = await errorOf(callerFor(t).accounts.register({ ...input, password: 'curta1' }));
    expect(weak.message).toMatch(/8 caracteres/);
    const noDigit = await errorOf(callerFor(t).accounts.register({ ...input, password: 'somenteletras' }));
    expect(noDigit.message).toMatch(/um número/);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('creates nothing when the operator turns password sign-up off', async () => {
    t.config = { ...t.config, PASSWORD_SIGNUP: false };
    const err = await errorOf(callerFor(t).accounts.register(input));
    expect(err.code).toBe('FORBIDDEN');
    expect(err.message).toMatch(/Use o Google para criar conta/);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    expect(await callerFor(t).accounts.options()).toEqual({ google: false, passwordSignup: false });
  });

  it('picks a free username when the natural one is taken', async () => {
    await createUser(t.db, { username: 'ana-souza' });
    await callerFor(t).accounts.register(input);
    const row = await t.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select('username')
      .where('users.email', '=', 'ana@example.com')
      .executeTakeFirstOrThrow();
    expect(row.username).toBe('ana-souza-2');
  });

  it('gives people of the same name signing up at the same moment each an account and a username', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `ana.${i}@example.com`);
    const results = await Promise.allSettled(
      emails.map((email) => callerFor(t).accounts.register({ ...input, email })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const names = await t.db.selectFrom('profiles').select('username').execute();
    expect(new Set(names.map((n) => n.username)).size).toBe(8);
  });
});

describe('accounts.me and logout', () => {
  it('returns null for visitors and the user with avatar info when signed in', async () => {
    expect(await callerFor(t).accounts.me()).toBeNull();
    const user = await createUser(t.db);
    const me = await callerFor(t, user).accounts.me();
    expect(me).toMatchObject({ id: user.id, email: user.email, avatarUrl: null });
  });

  it('signs out globally: every session of the user ends, others stay', async () => {
    await createUser(t.db, { email: 'ana@example.com', passwordHash });
    const other = await createUser(t.db, { email: 'bia@example.com', passwordHash });
    const a = cookieCaller(t);
    await a.caller.accounts.login({ email: 'ana@example.com', password: 'senha-certa-1' });
    const b = cookieCaller(t);
    await b.caller.accounts.login({ email: 'ana@example.com', password: 'senha-certa-1' });
    await callerFor(t).accounts.login({ email: 'bia@example.com', password: 'senha-certa-1' });
    const session = await validateSessionToken(t.db, tokenFrom(a.cookies));
    if (!session) throw new Error('sem sessão');
    const logout = cookieCaller(t, session.user);
    await logout.caller.accounts.logout();
    expect(logout.cookies.at(-1)).toMatch(/Max-Age=0/);
    expect(await validateSessionToken(t.db, tokenFrom(a.cookies))).toBeNull();
    expect(await validateSessionToken(t.db, tokenFrom(b.cookies))).toBeNull();
    const left = await t.db.selectFrom('sessions').select('user_id').execute();
    expect(left.map((r) => r.user_id)).toEqual([other.id]);
  });
});

describe('accounts.completeProfile', () => {
  it('sets a unique username and the names', async () => {
    const user = await createUser(t.db, { username: null });
    await callerFor(t, user).accounts.completeProfile({
      username: 'leitora-voraz',
      firstName: 'Bia',
      lastName: 'Lima',
    });
    const row = await t.db
      .selectFrom('profiles')
      .select(['username', 'name'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ username: 'leitora-voraz', name: 'Bia Lima' });
  });

  it('refuses a taken or malformed username', async () => {
    await createUser(t.db, { username: 'ocupado' });
    const user = await createUser(t.db);
    const taken = await errorOf(
      callerFor(t, user).accounts.completeProfile({ username: 'ocupado', firstName: 'A', lastName: 'B' }),
    );
    expect(taken.code).toBe('CONFLICT');
    expect(taken.fieldErrors.username).toMatch(/já está em uso/);
    const upper = await errorOf(
      callerFor(t, user).accounts.completeProfile({ username: 'Maiusculo', firstName: 'A', lastName: 'B' }),
    );
    expect(upper.message).toBe('Use apenas letras minúsculas, números e hífens.');
    expect(await callerFor(t, user).accounts.usernameAvailable({ username: 'ocupado' })).toMatchObject({
      available: false,
    });
    expect(await callerFor(t, user).accounts.usernameAvailable({ username: 'livre-1' })).toEqual({
      available: true,
      message: null,
    });
  });
});
