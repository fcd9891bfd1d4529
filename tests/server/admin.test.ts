import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { hashPassword } from '../../db/password.ts';
import { createSession, generateSessionToken, validateSessionToken } from '../../server/accounts/session.ts';
import { appRouter } from '../../server/app-router.ts';
import type { SessionUser } from '../../server/context.ts';
import { brazilDay } from '../../shared/brazil-time.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createCategory, createStore, createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

let t: TestDb;
let admin: SessionUser;
beforeEach(async () => {
  t = await createTestDb();
  t.config = { ...t.config, LOGIN_SLOWDOWN_MS: 0 };
  admin = await createUser(t.db, { admin: true, name: 'Equipe Releia' });
});
afterEach(() => t.close());

const adminProcedures = Object.keys(appRouter._def.procedures as Record<string, unknown>)
  .filter((p) => p.startsWith('admin.'))
  .sort();

type AnyCaller = Record<string, unknown>;

async function codeOf(user: SessionUser | null, path: string, input: unknown): Promise<string> {
  let target: unknown = callerFor(t, user);
  for (const part of path.split('.')) target = (target as AnyCaller)[part];
  try {
    await (target as (input?: unknown) => Promise<unknown>)(input);
    return 'OK';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

async function auditRows(action?: string) {
  let qb = t.db.selectFrom('audit_log').selectAll();
  if (action) qb = qb.where('action', '=', action);
  return qb.orderBy('id').execute();
}

async function book(id: string) {
  return t.db
    .selectFrom('books')
    .select(['status', 'status_reason', 'hidden_by_suspension'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function createOrder(
  db: Executor,
  buyerId: string,
  sellerId: string,
  bookId: string,
  opts: { status?: 'cancelado' | 'pago'; createdAt?: string; total?: number } = {},
) {
  const at = opts.createdAt ?? new Date().toISOString();
  const id = crypto.randomUUID();
  const total = opts.total ?? 4190;
  await db
    .insertInto('orders')
    .values({
      id,
      buyer_id: buyerId,
      seller_id: sellerId,
      status: opts.status ?? 'pago',
      subtotal_cents: total - 1200,
      shipping_cents: 1200,
      total_cents: total,
      tracking_code: null,
      delivery_address: '{}',
      created_at: at,
      updated_at: at,
      status_since: at,
    })
    .execute();
  await db
    .insertInto('order_items')
    .values({ id: crypto.randomUUID(), order_id: id, book_id: bookId, title: 'x', price_cents: total - 1200 })
    .execute();
  return id;
}

describe('admin procedures: authorization', () => {
  it('finds the admin procedures in the router', () => {
    expect(adminProcedures).toContain('admin.users.suspend');
    expect(adminProcedures).toContain('admin.categories.create');
    expect(adminProcedures.length).toBeGreaterThanOrEqual(15);
  });

  it.each(adminProcedures)(
    '%s refuses visitors (UNAUTHORIZED) and normal users (FORBIDDEN)',
    async (path) => {
      const user = await createUser(t.db);
      // Even with a well-formed input the role decides, before anything is read or written.
      const input = { userId: user.id, bookId: crypto.randomUUID(), reason: 'motivo qualquer', search: '' };
      expect(await codeOf(null, path, input)).toBe('UNAUTHORIZED');
      expect(await codeOf(user, path, input)).toBe('FORBIDDEN');
      expect(await auditRows()).toEqual([]);
    },
  );
});

describe('admin.users', () => {
  it('lists users with role, verification and counts, searchable and paginated', async () => {
    const seller = await createUser(t.db, { name: 'Bia Sebo', email: 'bia@example.com', verified: true });
    await createBook(t.db, seller.id);
    await createBook(t.db, seller.id, { status: 'sold' });
    for (let i = 0; i < 3; i++) await createUser(t.db);
    const caller = callerFor(t, admin);

    const found = await caller.admin.users.list({ search: 'BIA@' });
    expect(found.items.map((u) => u.id)).toEqual([seller.id]);
    expect(found.items[0]).toMatchObject({
      isAdmin: false,
      suspendedAt: null,
      verification: { email: true, personal: false, address: false },
      counts: { books: 2, listed: 1, purchases: 0, sales: 0 },
    });
    expect((await caller.admin.users.list({ search: '100%' })).items).toEqual([]);

    const first = await caller.admin.users.list({ limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await caller.admin.users.list({ limit: 2, cursor: first.nextCursor });
    const third = await caller.admin.users.list({ limit: 2, cursor: second.nextCursor });
    const ids = [...first.items, ...second.items, ...third.items].map((u) => u.id);
    expect(new Set(ids).size).toBe(5);
    expect(third.nextCursor).toBeNull();

    const admins = await caller.admin.users.list({ filter: 'admins' });
    expect(admins.items.map((u) => u.id)).toEqual([admin.id]);
  });

  it('grants and revokes admin, never the last admin role, with audit entries', async () => {
    const other = await createUser(t.db, { name: 'Outra Pessoa' });
    const caller = callerFor(t, admin);

    const last = await errorOf(
      caller.admin.users.revokeAdmin({ userId: admin.id, reason: 'saindo da equipe' }),
    );
    expect(last.code).toBe('CONFLICT');
    expect(last.message).toMatch(/último administrador/);

    await caller.admin.users.grantAdmin({ userId: other.id, reason: 'nova moderadora' });
    expect((await errorOf(caller.admin.users.grantAdmin({ userId: other.id, reason: 'de novo' }))).code).toBe(
      'CONFLICT',
    );
    // With another admin, one's own role may go.
    await caller.admin.users.revokeAdmin({ userId: admin.id, reason: 'saindo da equipe' });
    const otherAdmin = { ...other, isAdmin: true };
    const lastOther = await errorOf(
      callerFor(t, otherAdmin).admin.users.revokeAdmin({ userId: other.id, reason: 'também saindo' }),
    );
    expect(lastOther.code).toBe('CONFLICT');

    const entries = await auditRows();
    expect(entries.map((e) => [e.action, e.actor_id, e.target_id, e.reason])).toEqual([
      ['user.grant_admin', admin.id, other.id, 'nova moderadora'],
      ['user.revoke_admin', admin.id, admin.id, 'saindo da equipe'],
    ]);
    const roles = await t.db.selectFrom('user_roles').select('user_id').execute();
    expect(roles.map((r) => r.user_id)).toEqual([other.id]);
  });

  it('requires a reason', async () => {
    const other = await createUser(t.db);
    const err = await errorOf(callerFor(t, admin).admin.users.suspend({ userId: other.id, reason: '  ' }));
    expect(err.code).toBe('BAD_REQUEST');
    expect(err.message).toMatch(/motivo/);
  });

  it('suspends: no sign-in, sessions end, books leave listings, search, book and store pages; reinstatement brings back exactly those', async () => {
    const passwordHash = await hashPassword('senha-certa-1');
    const seller = await createUser(t.db, { email: 'vende@example.com', passwordHash, username: 'vende' });
    await createStore(t.db, seller.id, { description: null });
    const onSale = await createBook(t.db, seller.id, { title: 'Dom Casmurro Raro' });
    const onSale2 = await createBook(t.db, seller.id, { title: 'Memórias Póstumas' });
    const sold = await createBook(t.db, seller.id, { status: 'sold' });
    const adminHidden = await createBook(t.db, seller.id);
    const token = generateSessionToken();
    await createSession(t.db, token, seller.id);
    const caller = callerFor(t, admin);
    const visitor = callerFor(t);

    await caller.admin.books.hide({ bookId: adminHidden, reason: 'Foto de outro livro' });
    expect((await visitor.books.list({})).items.map((b) => b.id).sort()).toEqual([onSale, onSale2].sort());
    expect((await visitor.search.books({ q: 'Dom Casmurro Raro' })).items.map((b) => b.id)).toContain(onSale);

    const result = await caller.admin.users.suspend({ userId: seller.id, reason: 'Fraude confirmada' });
    expect(result.booksHidden).toBe(2);

    const user = await t.db
      .selectFrom('users')
      .select(['suspended_at', 'suspended_reason'])
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(user.suspended_at).not.toBeNull();
    expect(user.suspended_reason).toBe('Fraude confirmada');
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', seller.id).execute()).toEqual(
      [],
    );
    expect(await validateSessionToken(t.db, token)).toBeNull();

    const login = await errorOf(
      visitor.accounts.login({ email: 'vende@example.com', password: 'senha-certa-1' }),
    );
    expect(login.code).toBe('FORBIDDEN');
    expect(login.message).toMatch(/suspensa/);

    expect((await visitor.books.list({})).items).toEqual([]);
    expect((await visitor.search.books({ q: 'Dom Casmurro Raro' })).items.map((b) => b.id)).not.toContain(
      onSale,
    );
    expect((await errorOf(visitor.books.byId({ id: onSale }))).code).toBe('NOT_FOUND');
    expect((await visitor.stores.list({})).items.map((s) => s.userId)).not.toContain(seller.id);
    const store = await errorOf(visitor.stores.byUsername({ username: 'vende' }));
    expect(store.message).toBe('Loja não encontrada');
    expect((await book(sold)).status).toBe('sold');
    expect(await book(adminHidden)).toMatchObject({ status: 'hidden', status_reason: 'Foto de outro livro' });

    expect((await errorOf(caller.admin.users.suspend({ userId: seller.id, reason: 'de novo' }))).code).toBe(
      'CONFLICT',
    );
    // A book the suspension hid stays down if reinstated alone: the account comes first.
    expect((await errorOf(caller.admin.books.reinstate({ bookId: onSale, reason: 'teste' }))).code).toBe(
      'CONFLICT',
    );

    const back = await caller.admin.users.reinstate({ userId: seller.id, reason: 'Contestação aceita' });
    expect(back.booksRestored).toBe(2);
    expect((await visitor.books.list({})).items.map((b) => b.id).sort()).toEqual([onSale, onSale2].sort());
    expect((await visitor.search.books({ q: 'Dom Casmurro Raro' })).items.map((b) => b.id)).toContain(onSale);
    expect(await book(onSale)).toMatchObject({
      status: 'available',
      status_reason: null,
      hidden_by_suspension: 0,
    });
    expect(await book(adminHidden)).toMatchObject({ status: 'hidden', status_reason: 'Foto de outro livro' });
    expect((await book(sold)).status).toBe('sold');
    expect((await visitor.stores.byUsername({ username: 'vende' })).store.userId).toBe(seller.id);
    expect((await visitor.stores.list({})).items.map((s) => s.userId)).toContain(seller.id);
    await visitor.accounts.login({ email: 'vende@example.com', password: 'senha-certa-1' });

    expect((await auditRows()).map((e) => [e.action, e.target_id, e.reason])).toEqual([
      ['book.hide', adminHidden, 'Foto de outro livro'],
      ['user.suspend', seller.id, 'Fraude confirmada'],
      ['user.reinstate', seller.id, 'Contestação aceita'],
    ]);
  });

  it('a book hidden for a reason while its seller is suspended stays hidden on reinstatement', async () => {
    const seller = await createUser(t.db);
    const id = await createBook(t.db, seller.id);
    const caller = callerFor(t, admin);
    await caller.admin.users.suspend({ userId: seller.id, reason: 'Em análise' });
    await caller.admin.books.hide({ bookId: id, reason: 'Produto proibido' });
    await caller.admin.users.reinstate({ userId: seller.id, reason: 'Análise concluída' });
    expect(await book(id)).toMatchObject({ status: 'hidden', status_reason: 'Produto proibido' });
  });

  it('refuses suspending oneself or an admin, and reinstating an active account', async () => {
    const other = await createUser(t.db, { admin: true });
    const plain = await createUser(t.db);
    const caller = callerFor(t, admin);
    expect(
      (await errorOf(caller.admin.users.suspend({ userId: admin.id, reason: 'teste' }))).message,
    ).toMatch(/própria conta/);
    expect(
      (await errorOf(caller.admin.users.suspend({ userId: other.id, reason: 'teste' }))).message,
    ).toMatch(/acesso de administrador/);
    expect((await errorOf(caller.admin.users.reinstate({ userId: plain.id, reason: 'teste' }))).code).toBe(
      'CONFLICT',
    );
    expect((await errorOf(caller.admin.users.suspend({ userId: 'ninguem', reason: 'teste' }))).code).toBe(
      'NOT_FOUND',
    );
    expect(await auditRows()).toEqual([]);
  });

  it('writes the change and its audit entry together or not at all', async () => {
    const seller = await createUser(t.db);
    const id = await createBook(t.db, seller.id);
    await t.db.schema.dropTable('audit_log').execute();
    const caller = callerFor(t, admin);
    await expect(caller.admin.users.suspend({ userId: seller.id, reason: 'Fraude' })).rejects.toThrow();
    await expect(caller.admin.books.hide({ bookId: id, reason: 'Fraude' })).rejects.toThrow();
    const user = await t.db
      .selectFrom('users')
      .select('suspended_at')
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(user.suspended_at).toBeNull();
    expect((await book(id)).status).toBe('available');
  });
});

describe('admin.books', () => {
  it('searches any book, by status too', async () => {
    const seller = await createUser(t.db, { name: 'Carla Livros' });
    const a = await createBook(t.db, seller.id, { title: 'O Cortiço' });
    const b = await createBook(t.db, seller.id, { title: 'Iracema', status: 'sold' });
    const caller = callerFor(t, admin);
    expect((await caller.admin.books.list({ search: 'cortiço' })).items.map((x) => x.id)).toEqual([a]);
    expect((await caller.admin.books.list({ search: 'carla' })).items).toHaveLength(2);
    expect((await caller.admin.books.list({ status: 'sold' })).items.map((x) => x.id)).toEqual([b]);
  });

  it('hides with a reason the seller sees, reinstates, and removes like the seller would', async () => {
    const seller = await createUser(t.db);
    const id = await createBook(t.db, seller.id);
    const caller = callerFor(t, admin);
    await caller.admin.books.hide({ bookId: id, reason: 'Capa com conteúdo impróprio' });
    const shelf = await callerFor(t, seller).books.mine();
    expect(shelf.find((x) => x.id === id)).toMatchObject({
      status: 'hidden',
      statusReason: 'Capa com conteúdo impróprio',
    });
    expect((await errorOf(callerFor(t).books.byId({ id }))).code).toBe('NOT_FOUND');
    expect((await errorOf(caller.admin.books.hide({ bookId: id, reason: 'de novo' }))).message).toBe(
      'Este livro já está oculto.',
    );

    await caller.admin.books.reinstate({ bookId: id, reason: 'Capa trocada' });
    expect(await book(id)).toMatchObject({ status: 'available', status_reason: null });
    expect((await errorOf(caller.admin.books.reinstate({ bookId: id, reason: 'de novo' }))).code).toBe(
      'CONFLICT',
    );

    await caller.admin.books.remove({ bookId: id, reason: 'Duplicado' });
    expect(
      await t.db.selectFrom('books').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();

    const sold = await createBook(t.db, seller.id, { status: 'sold' });
    const buyer = await createUser(t.db);
    await createOrder(t.db, buyer.id, seller.id, sold);
    await caller.admin.books.remove({ bookId: sold, reason: 'Pedido de remoção' });
    expect((await book(sold)).status).toBe('removed');
    expect((await errorOf(caller.admin.books.remove({ bookId: sold, reason: 'de novo' }))).code).toBe(
      'CONFLICT',
    );

    expect((await auditRows()).map((e) => [e.action, e.target_id])).toEqual([
      ['book.hide', id],
      ['book.reinstate', id],
      ['book.remove', id],
      ['book.remove', sold],
    ]);
    const removal = (await auditRows('book.remove'))[1];
    expect(JSON.parse(removal?.details ?? '{}')).toMatchObject({
      outcome: 'removed',
      previousStatus: 'sold',
    });
  });

  it('refuses hiding a sold book', async () => {
    const seller = await createUser(t.db);
    const id = await createBook(t.db, seller.id, { status: 'sold' });
    const err = await errorOf(callerFor(t, admin).admin.books.hide({ bookId: id, reason: 'teste' }));
    expect(err.message).toBe('Só livros à venda podem ser ocultados.');
  });
});

describe('admin.categories', () => {
  const base = { description: null, group: 'Ficção' as const, sortOrder: 5, isActive: true };

  it('creates and edits categories; the public list (header, footer, pages) follows', async () => {
    const caller = callerFor(t, admin);
    const { id } = await caller.admin.categories.create({ ...base, name: 'Contos', slug: 'contos' });
    expect((await callerFor(t).categories.list()).categories.map((c) => c.slug)).toContain('contos');

    await caller.admin.categories.update({
      ...base,
      id,
      name: 'Contos Brasileiros',
      slug: 'contos-brasileiros',
      isActive: false,
      reason: 'Nome mais claro',
    });
    expect((await callerFor(t).categories.list()).categories.map((c) => c.slug)).not.toContain(
      'contos-brasileiros',
    );
    const all = await caller.admin.categories.list();
    expect(all.find((c) => c.id === id)).toMatchObject({
      name: 'Contos Brasileiros',
      isActive: false,
      groupName: 'Ficção',
    });

    const entries = await auditRows();
    expect(entries.map((e) => e.action)).toEqual(['category.create', 'category.update']);
    expect(JSON.parse(entries[1]?.details ?? '{}').changes).toEqual({
      name: { de: 'Contos', para: 'Contos Brasileiros' },
      slug: { de: 'contos', para: 'contos-brasileiros' },
      isActive: { de: true, para: false },
    });
    expect(entries[1]?.reason).toBe('Nome mais claro');
  });

  it('validates slugs: format, reserved and unique', async () => {
    await createCategory(t.db, { slug: 'romance' });
    const caller = callerFor(t, admin);
    const bad = await errorOf(caller.admin.categories.create({ ...base, name: 'Poesia', slug: 'Poesia Já' }));
    expect(bad.fieldErrors.slug).toMatch(/letras minúsculas/);
    const reserved = await errorOf(
      caller.admin.categories.create({ ...base, name: 'Novos', slug: 'lancamentos' }),
    );
    expect(reserved.fieldErrors.slug).toMatch(/reservado/);
    const taken = await errorOf(
      caller.admin.categories.create({ ...base, name: 'Romance 2', slug: 'romance' }),
    );
    expect(taken.code).toBe('CONFLICT');
    expect(taken.fieldErrors.slug).toBe('Já existe uma categoria com este endereço.');
    const group = await errorOf(
      caller.admin.categories.create({
        ...base,
        name: 'X',
        slug: 'x-y',
        group: 'Nada' as unknown as 'Ficção',
      }),
    );
    expect(group.code).toBe('BAD_REQUEST');
    expect(await auditRows()).toEqual([]);
  });
});

describe('admin.dashboard and admin.audit', () => {
  it('puts each sale on its day in Brasília, not on the UTC day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T12:00:00.000Z'));
      const seller = await createUser(t.db);
      const buyer = await createUser(t.db);
      const evening = await createBook(t.db, seller.id, { status: 'sold' });
      const morning = await createBook(t.db, seller.id, { status: 'sold' });
      // 22:30 on the 23rd in Brasília, already the 24th in UTC.
      await createOrder(t.db, buyer.id, seller.id, evening, {
        total: 4000,
        createdAt: '2026-11-24T01:30:00.000Z',
      });
      await createOrder(t.db, buyer.id, seller.id, morning, {
        total: 2500,
        createdAt: '2026-11-24T10:00:00.000Z',
      });
      const stats = await callerFor(t, admin).admin.dashboard();
      expect(stats.salesByDay.slice(-2)).toEqual([
        { day: '2026-11-23', count: 1, totalCents: 4000 },
        { day: '2026-11-24', count: 1, totalCents: 2500 },
      ]);
      // Midnight in Brasília is 03:00 UTC: at 02:00 UTC the chart still ends on the 23rd.
      vi.setSystemTime(new Date('2026-11-25T02:00:00.000Z'));
      const late = await callerFor(t, admin).admin.dashboard();
      expect(late.salesByDay.at(-1)?.day).toBe('2026-11-24');
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts users, sellers, books by status, orders by state, daily sales and open reports', async () => {
    const seller = await createUser(t.db);
    const buyer = await createUser(t.db);
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', buyer.id)
      .execute();
    await createBook(t.db, seller.id);
    const s1 = await createBook(t.db, seller.id, { status: 'sold' });
    const s2 = await createBook(t.db, seller.id, { status: 'sold' });
    const s3 = await createBook(t.db, seller.id, { status: 'sold' });
    await createBook(t.db, seller.id, { status: 'hidden' });
    const today = new Date().toISOString();
    await createOrder(t.db, buyer.id, seller.id, s1, { total: 5000 });
    await createOrder(t.db, buyer.id, seller.id, s2, { total: 3000 });
    await createOrder(t.db, buyer.id, seller.id, s3, { status: 'cancelado' });
    const old = await createBook(t.db, seller.id, { status: 'sold' });
    await createOrder(t.db, buyer.id, seller.id, old, { createdAt: '2020-01-01T00:00:00.000Z' });

    const stats = await callerFor(t, admin).admin.dashboard();
    expect(stats.users).toEqual({ total: 3, suspended: 1, admins: 1 });
    expect(stats.sellers).toBe(1);
    expect(stats.booksByStatus).toEqual({ available: 1, reserved: 0, sold: 4, hidden: 1, removed: 0 });
    expect(stats.ordersByStatus).toMatchObject({ pago: 3, cancelado: 1 });
    expect(stats.salesByDay).toHaveLength(30);
    expect(stats.salesByDay.at(-1)).toEqual({ day: brazilDay(new Date(today)), count: 2, totalCents: 8000 });
    expect(stats.salesByDay.slice(0, -1).every((d) => d.count === 0)).toBe(true);
    expect(stats.openReports).toBe(0);
  });

  it('lists the audit log newest first with who did it, paginated', async () => {
    const caller = callerFor(t, admin);
    for (let i = 0; i < 3; i++) {
      await caller.admin.categories.create({
        name: `Categoria ${i}`,
        slug: `categoria-${i}`,
        description: null,
        group: null,
        sortOrder: i,
        isActive: true,
      });
    }
    const first = await caller.admin.audit.list({ limit: 2 });
    expect(first.items.map((e) => e.details.label)).toEqual(['Categoria 2', 'Categoria 1']);
    expect(first.items[0]).toMatchObject({
      action: 'category.create',
      actorName: 'Equipe Releia',
      actorEmail: admin.email,
    });
    const rest = await caller.admin.audit.list({ limit: 2, cursor: first.nextCursor });
    expect(rest.items.map((e) => e.details.label)).toEqual(['Categoria 0']);
    expect(rest.nextCursor).toBeNull();
    expect((await caller.admin.audit.list({ action: 'user.suspend' })).items).toEqual([]);
  });
});
