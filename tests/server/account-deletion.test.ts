import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../db/password.ts';
import { createSession } from '../../server/accounts/session.ts';
import { EMAIL_LIMITS } from '../../server/accounts/throttle.ts';
import { DELETED_ACCOUNT } from '../../shared/data-rights.ts';
import { orderNumber } from '../../shared/order-number.ts';
import { PASSWORD, tradingMembers } from '../helpers/data-rights-world.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createOrder, createUser } from '../helpers/factories.ts';
import { cookieCaller, errorOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

/** Every text cell of every table, read from the schema itself rather than a hand-kept list. */
async function textCells(t: TestDb): Promise<{ table: string; column: string; value: string }[]> {
  const cells: { table: string; column: string; value: string }[] = [];
  for (const table of await t.db.introspection.getTables()) {
    for (const column of table.columns) {
      const rows = await sql<{
        v: unknown;
      }>`select ${sql.ref(column.name)} as v from ${sql.table(table.name)}`.execute(t.db);
      for (const { v } of rows.rows)
        if (typeof v === 'string') cells.push({ table: table.name, column: column.name, value: v });
    }
  }
  return cells;
}

describe('accountDeletion.delete', () => {
  it('erases the member and keeps the order and conversation for the other party', async () => {
    const w = await tradingMembers(t);
    const anaData = [w.ana.email, w.ana.name, w.ana.cpf, w.ana.street, w.ana.cep, w.ana.phone];
    const leaksOf = async () =>
      (await textCells(t)).filter(({ value }) => anaData.some((s) => value.includes(s)));
    // The scan sees each kind of her data before, in the tables that hold it.
    const before = new Set((await leaksOf()).map((c) => c.table));
    for (const table of [
      'users',
      'profiles',
      'user_identity_info',
      'user_addresses',
      'orders',
      'audit_log',
      'outbox',
    ])
      expect(before).toContain(table);
    expect((await callerFor(t).search.books({ q: 'Memórias Póstumas Raríssimas' })).total).toBe(1);
    const { caller, cookies } = cookieCaller(t, w.ana.user);
    expect(await caller.accountDeletion.delete({ password: PASSWORD })).toEqual({
      message: 'Sua conta foi excluída.',
    });
    expect(cookies.some((c) => c.startsWith('releia_session=;'))).toBe(true);

    expect(await leaksOf()).toEqual([]);
    // Rows that only point at her go too, though they hold no text of hers.
    const choices = await t.db
      .selectFrom('cart_deliveries')
      .select(['user_id', 'seller_id'])
      .where((eb) => eb.or([eb('user_id', '=', w.ana.user.id), eb('seller_id', '=', w.ana.user.id)]))
      .execute();
    expect(choices).toEqual([]);

    const asBruno = callerFor(t, w.bruno.user);
    const order = await asBruno.orders.byId({ id: w.delivered.orderId });
    expect(order.buyer).toMatchObject({ name: DELETED_ACCOUNT, email: null, phone: null });
    expect(order.delivery.street).toBe(DELETED_ACCOUNT);
    const thread = await asBruno.messages.thread({ conversationId: w.conversationId });
    expect(thread.messages.map((m) => m.body)).toContain('Olá, o livro ainda está disponível?');
    expect(JSON.stringify(thread)).toContain(DELETED_ACCOUNT);
    // Nobody writes to a deleted account.
    expect(thread.canSend).toBe(false);
    const reviews = await callerFor(t).reviews.list({ sellerId: w.bruno.user.id });
    expect(reviews[0]?.reviewerName).toBe('Avaliação Anônima');

    expect((await callerFor(t).search.books({ q: 'Memórias Póstumas Raríssimas' })).total).toBe(0);
    const login = await errorOf(callerFor(t).accounts.login({ email: w.ana.email, password: PASSWORD }));
    expect(login.code).toBe('BAD_REQUEST');
    // The address is free again.
    await callerFor(t, null, { ip: '10.0.0.9' }).accounts.register({
      firstName: 'Ana',
      lastName: 'Nova',
      email: w.ana.email,
      password: PASSWORD,
      acceptTerms: true,
    });

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.delete')
      .execute();
    expect(audit).toHaveLength(1);
    // No personal data in the entry: not even the address she deleted from (an IP is personal data).
    expect(audit[0]).toMatchObject({
      actor_id: w.ana.user.id,
      target_id: w.ana.user.id,
      reason: null,
      ip_address: null,
    });
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({
      requestedBy: 'member',
      label: DELETED_ACCOUNT,
    });
  });

  it('ends the offers of the deleted member on both sides, so no one can move them', async () => {
    const w = await tradingMembers(t);
    const carla = await createUser(t.db, { name: 'Carla Leitora' });
    const asAna = callerFor(t, w.ana.user).offers;
    const asBruno = callerFor(t, w.bruno.user).offers;
    const byAna = (await asAna.make({ bookId: w.brunoBook, amountCents: 2500 })).id;
    const countered = await createBook(t.db, w.bruno.user.id, { priceCents: 4000 });
    const byAnaCountered = (await asAna.make({ bookId: countered, amountCents: 2500 })).id;
    await asBruno.counter({ id: byAnaCountered, counterCents: 3000 });
    const toAna = (await callerFor(t, carla).offers.make({ bookId: w.anaBook, amountCents: 2500 })).id;
    await callerFor(t, w.ana.user).accountDeletion.delete({ password: PASSWORD });
    const statuses = await t.db
      .selectFrom('offers')
      .select(['id', 'status'])
      .where('id', 'in', [byAna, byAnaCountered, toAna])
      .execute();
    expect(new Set(statuses.map((o) => o.status))).toEqual(new Set(['ended']));
    expect(await errorOf(asBruno.accept({ id: byAna }))).toMatchObject({ code: 'CONFLICT' });
    const toDeleted = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', w.ana.user.id)
      .execute();
    expect(toDeleted).toEqual([]);
  });

  it('removes the photo files only the member used', async () => {
    const w = await tradingMembers(t);
    const own = `/images/books/${'a'.repeat(64)}.webp`;
    const shared = `/images/avatars/${'b'.repeat(64)}.webp`;
    for (const url of [own, shared]) {
      mkdirSync(dirname(join(t.dataDir, 'uploads', url.slice('/images/'.length))), { recursive: true });
      writeFileSync(join(t.dataDir, 'uploads', url.slice('/images/'.length)), 'foto');
    }
    await t.db
      .updateTable('books')
      .set({ photos: JSON.stringify([own]) })
      .where('id', '=', w.anaBook)
      .execute();
    // Uploads are named by content: Bruno uploaded the same picture as Ana's avatar.
    await t.db.updateTable('profiles').set({ photo_url: shared }).execute();
    await callerFor(t, w.ana.user).accountDeletion.delete({ password: PASSWORD });
    expect(existsSync(join(t.dataDir, 'uploads', 'books', `${'a'.repeat(64)}.webp`))).toBe(false);
    expect(existsSync(join(t.dataDir, 'uploads', 'avatars', `${'b'.repeat(64)}.webp`))).toBe(true);
  });

  it('refuses while an order is in progress, naming it, and deletes nothing', async () => {
    const w = await tradingMembers(t);
    const open = await createOrder(t.db, {
      buyerId: w.ana.user.id,
      sellerId: w.bruno.user.id,
      status: 'pago',
    });
    const check = await callerFor(t, w.ana.user).accountDeletion.check();
    expect(check).toMatchObject({ hasPassword: true, ordersInProgress: [orderNumber(open.orderId)] });
    const refused = await errorOf(callerFor(t, w.ana.user).accountDeletion.delete({ password: PASSWORD }));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toContain(`#${orderNumber(open.orderId)}`);
    // The seller's side is checked too.
    const refusedSeller = await errorOf(
      callerFor(t, w.bruno.user).accountDeletion.delete({ password: PASSWORD }),
    );
    expect(refusedSeller.code).toBe('CONFLICT');
    const user = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', w.ana.user.id)
      .executeTakeFirst();
    expect(user?.email).toBe(w.ana.email);
  });

  it('asks for the password, and refuses a wrong one beside the field', async () => {
    const w = await tradingMembers(t);
    const missing = await errorOf(callerFor(t, w.ana.user).accountDeletion.delete({}));
    expect(missing.fieldErrors.password).toBe('Digite sua senha para confirmar.');
    const wrong = await errorOf(callerFor(t, w.ana.user).accountDeletion.delete({ password: 'errada' }));
    expect(wrong).toMatchObject({ code: 'BAD_REQUEST' });
    expect(wrong.fieldErrors.password).toBe('Senha incorreta. Confira e tente novamente.');
  });

  it('checks at most the locking number of passwords when 40 wrong ones arrive at once', async () => {
    const w = await tradingMembers(t);
    const tries = Array.from({ length: 40 }, () =>
      errorOf(callerFor(t, w.ana.user).accountDeletion.delete({ password: 'errada' })),
    );
    const codes = (await Promise.all(tries)).map((e) => e.code);
    expect(codes.filter((c) => c === 'BAD_REQUEST')).toHaveLength(EMAIL_LIMITS.lockAfter);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(40 - EMAIL_LIMITS.lockAfter);
  });

  it('takes a Google-only member at their word only after a fresh sign-in', async () => {
    const member = await createUser(t.db, { email: 'so.google@example.com', verified: true });
    const old = await createSession(t.db, 'token-antigo', member.id, new Date(Date.now() - 10 * 60_000));
    const stale = await errorOf(
      cookieCaller(t, member, { sessionId: old.id }).caller.accountDeletion.delete({}),
    );
    expect(stale.code).toBe('FORBIDDEN');
    expect(stale.message).toMatch(/entre de novo com o Google/);
    const fresh = await createSession(t.db, 'token-novo', member.id);
    const { caller } = cookieCaller(t, member, { sessionId: fresh.id });
    expect((await caller.accountDeletion.check()).freshSignIn).toBe(true);
    await caller.accountDeletion.delete({});
    const sessions = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('refuses visitors and admins deleting themselves here', async () => {
    expect((await errorOf(callerFor(t).accountDeletion.delete({ password: 'x' }))).code).toBe('UNAUTHORIZED');
    const admin = await createUser(t.db, { admin: true, passwordHash: await hashPassword(PASSWORD) });
    const refused = await errorOf(callerFor(t, admin).accountDeletion.delete({ password: PASSWORD }));
    expect(refused).toMatchObject({ code: 'CONFLICT' });
    expect(refused.message).toMatch(/acesso de administrador/);
    const bad = await errorOf(
      callerFor(t, admin).accountDeletion.delete({ password: 7 } as unknown as { password: string }),
    );
    expect(bad.code).toBe('BAD_REQUEST');
  });
});

describe('admin.users.deleteAccount', () => {
  it('deletes on a written request with the same rules, recorded with its reference', async () => {
    const w = await tradingMembers(t);
    const open = await createOrder(t.db, {
      buyerId: w.ana.user.id,
      sellerId: w.bruno.user.id,
      status: 'enviado',
    });
    const asAdmin = callerFor(t, w.admin);
    const input = { userId: w.ana.user.id, reason: 'Pedido por e-mail, protocolo LGPD-2026-17' };
    expect((await errorOf(callerFor(t, w.bruno.user).admin.users.deleteAccount(input))).code).toBe(
      'FORBIDDEN',
    );
    const refused = await errorOf(asAdmin.admin.users.deleteAccount(input));
    expect(refused).toMatchObject({ code: 'CONFLICT' });
    expect(refused.message).toContain(orderNumber(open.orderId));
    await t.db.updateTable('orders').set({ status: 'entregue' }).where('id', '=', open.orderId).execute();
    expect(await asAdmin.admin.users.deleteAccount(input)).toEqual({ message: 'Conta excluída.' });
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.delete')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: w.admin.id, reason: input.reason, target_id: w.ana.user.id });
    expect(JSON.parse(entry.details)).toMatchObject({ requestedBy: 'admin' });
    const again = await errorOf(asAdmin.admin.users.deleteAccount(input));
    expect(again.code).toBe('NOT_FOUND');
    const empty = await errorOf(asAdmin.admin.users.deleteAccount({ userId: w.bruno.user.id, reason: '' }));
    expect(empty.code).toBe('BAD_REQUEST');
  });
});

describe('profile.setNewsletter', () => {
  it('withdraws and gives again the consent made at registration', async () => {
    const me = await createUser(t.db);
    const caller = callerFor(t, me);
    expect((await caller.profile.get())?.newsletter).toBe(false);
    expect(await caller.profile.setNewsletter({ newsletter: true })).toEqual({ newsletter: true });
    expect((await caller.profile.get())?.newsletter).toBe(true);
    await caller.profile.setNewsletter({ newsletter: false });
    expect((await caller.profile.get())?.newsletter).toBe(false);
    const bad = await errorOf(
      caller.profile.setNewsletter({ newsletter: 'sim' } as unknown as { newsletter: boolean }),
    );
    expect(bad.code).toBe('BAD_REQUEST');
  });
});
