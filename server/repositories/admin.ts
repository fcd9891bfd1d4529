import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { BookStatus, OrderStatus } from '../../db/schema.ts';
import { brazilDay, daysEndingOn } from '../../shared/brazil-time.ts';
import { bookPath, storeSlugFromName } from '../../shared/slug.ts';
import { fetchOffsetPage, mapPage } from './paging.ts';
import { countOpenReports } from './reports.ts';

// Admin area (docs/product/admin.md): the dashboard's aggregates and the reads and writes behind the users,
// books and categories screens. Writes here change one thing each; the admin router wraps them
// in a transaction with their audit entry.

const DAY_MS = 86_400_000;

/** '%text%' for LIKE, with the wildcards in the text escaped. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ---- Dashboard ------------------------------------------------------------------------------

export async function dashboardStats(db: Executor, days: number, now = new Date()) {
  const window = daysEndingOn(brazilDay(now), days);
  // A day earlier than the first Brasília day's UTC date covers its first hours whatever the
  // offset; the hours outside the window are dropped below.
  const since = new Date(Date.parse(`${window[0]}T00:00:00Z`) - DAY_MS);

  const [users, sellers, books, orders, sales, openReports] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('suspended_at').as('suspended'),
        eb
          .selectFrom('user_roles')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('role', '=', 'admin')
          .as('admins'),
      ])
      .executeTakeFirstOrThrow(),
    // A seller is anyone with a listing, on sale or not (removed ones do not count).
    db
      .selectFrom('books')
      .select(sql<number>`count(distinct user_id)`.as('n'))
      .where('status', '<>', 'removed')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('books')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('orders')
      .select([
        // Grouped by UTC hour in SQL (at most 24 rows a day), each hour then placed on its
        // Brasília day: SQLite has no time zones, and Brazil's offsets are whole hours.
        sql<string>`substr(created_at, 1, 13)`.as('hour'),
        (eb) => eb.fn.countAll<number>().as('count'),
        (eb) => eb.fn.sum<number>('total_cents').as('totalCents'),
      ])
      .where('status', '<>', 'cancelado')
      .where('created_at', '>=', since.toISOString())
      .groupBy(sql`substr(created_at, 1, 13)`)
      .execute(),
    countOpenReports(db),
  ]);

  const booksByStatus: Record<BookStatus, number> = {
    available: 0,
    reserved: 0,
    sold: 0,
    hidden: 0,
    removed: 0,
  };
  for (const row of books) booksByStatus[row.status] = Number(row.n);
  const ordersByStatus: Record<OrderStatus, number> = {
    aguardando_pagamento: 0,
    pago: 0,
    enviado: 0,
    entregue: 0,
    cancelado: 0,
  };
  for (const row of orders) ordersByStatus[row.status] = Number(row.n);

  // Every day of the window, empty days included, so the chart's bars keep their places.
  const salesByDay = window.map((day) => ({ day, count: 0, totalCents: 0 }));
  const index = new Map(window.map((day, i) => [day, i]));
  for (const row of sales) {
    const bar = salesByDay[index.get(brazilDay(new Date(`${row.hour}:00:00Z`))) ?? -1];
    if (!bar) continue;
    bar.count += Number(row.count);
    bar.totalCents += Number(row.totalCents ?? 0);
  }

  return {
    users: {
      total: Number(users.total),
      suspended: Number(users.suspended),
      admins: Number(users.admins ?? 0),
    },
    sellers: Number(sellers.n),
    booksByStatus,
    ordersByStatus,
    salesByDay,
    openReports,
  };
}

// ---- Users ----------------------------------------------------------------------------------

export async function listUsers(
  db: Executor,
  opts: { search: string; filter: 'all' | 'admins' | 'suspended'; cursor?: string | null; limit: number },
) {
  let qb = db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.email_verified_at as emailVerifiedAt',
      'users.suspended_at as suspendedAt',
      'users.suspended_reason as suspendedReason',
      'users.created_at as createdAt',
      'profiles.name',
      'profiles.username',
      eb
        .exists(
          eb
            .selectFrom('user_roles')
            .select('user_roles.role')
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('user_roles.role', '=', 'admin'),
        )
        .as('isAdmin'),
      eb
        .exists(eb.selectFrom('user_identity_info').select('user_id').whereRef('user_id', '=', 'users.id'))
        .as('hasIdentity'),
      eb
        .exists(eb.selectFrom('user_addresses').select('user_id').whereRef('user_id', '=', 'users.id'))
        .as('hasAddress'),
      eb
        .selectFrom('books')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('books.user_id', '=', 'users.id')
        .where('books.status', '<>', 'removed')
        .as('booksCount'),
      eb
        .selectFrom('books')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('books.user_id', '=', 'users.id')
        .where('books.status', '=', 'available')
        .where('books.availability', '=', 1)
        .as('listedCount'),
      eb
        .selectFrom('orders')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('orders.buyer_id', '=', 'users.id')
        .as('purchasesCount'),
      eb
        .selectFrom('orders')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('orders.seller_id', '=', 'users.id')
        .where('orders.status', '<>', 'cancelado')
        .as('salesCount'),
    ]);
  if (opts.search) {
    const pattern = likePattern(opts.search);
    qb = qb.where((eb) =>
      eb.or([
        eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(profiles.name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(profiles.username, ''))`, 'like', sql`${pattern} escape '\\'`),
        eb('users.id', '=', opts.search),
      ]),
    );
  }
  if (opts.filter === 'suspended') qb = qb.where('users.suspended_at', 'is not', null);
  if (opts.filter === 'admins')
    qb = qb.where(
      'users.id',
      'in',
      db.selectFrom('user_roles').select('user_id').where('role', '=', 'admin'),
    );
  const found = await fetchOffsetPage(qb.orderBy('users.created_at', 'desc').orderBy('users.id'), opts);
  return mapPage(found, (r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    username: r.username,
    storePath: `/livraria/${r.username || storeSlugFromName(r.name)}`,
    createdAt: r.createdAt,
    isAdmin: Boolean(r.isAdmin),
    suspendedAt: r.suspendedAt,
    suspendedReason: r.suspendedReason,
    verification: {
      email: r.emailVerifiedAt !== null,
      personal: Boolean(r.hasIdentity),
      address: Boolean(r.hasAddress),
    },
    counts: {
      books: Number(r.booksCount ?? 0),
      listed: Number(r.listedCount ?? 0),
      purchases: Number(r.purchasesCount ?? 0),
      sales: Number(r.salesCount ?? 0),
    },
  }));
}

export async function findUserForAdmin(db: Executor, id: string) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.suspended_at as suspendedAt',
      'profiles.name',
      eb
        .exists(
          eb
            .selectFrom('user_roles')
            .select('user_roles.role')
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('user_roles.role', '=', 'admin'),
        )
        .as('isAdmin'),
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

export async function grantAdmin(db: Executor, userId: string, now = new Date()): Promise<boolean> {
  const r = await db
    .insertInto('user_roles')
    .values({ user_id: userId, role: 'admin', created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return (r.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * Takes the admin role away unless it is the last one: the count is part of the DELETE itself,
 * so two admins revoking each other at once cannot leave Releia without any.
 */
export async function revokeAdmin(
  db: Executor,
  userId: string,
): Promise<'revoked' | 'not_admin' | 'last_admin'> {
  const r = await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('role', '=', 'admin')
    .where(
      (eb) =>
        eb
          .selectFrom('user_roles as others')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('others.role', '=', 'admin'),
      '>',
      1,
    )
    .executeTakeFirst();
  if (r.numDeletedRows > 0n) return 'revoked';
  const still = await db
    .selectFrom('user_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return still ? 'last_admin' : 'not_admin';
}

export const SUSPENSION_BOOK_REASON = 'Conta suspensa pela equipe do Releia.';

/**
 * Suspends a user: marks the account and hides every book they have on sale, flagging those
 * books so that reinstatement lists exactly them again. Sessions are ended by the caller
 * (invalidateUserSessions) in the same transaction. Returns the number of books hidden, or null
 * when the user was already suspended.
 */
export async function suspendUser(db: Executor, userId: string, reason: string, now = new Date()) {
  const at = now.toISOString();
  const r = await db
    .updateTable('users')
    .set({ suspended_at: at, suspended_reason: reason })
    .where('id', '=', userId)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) return null;
  // updated_at moves so the search index (which catches up by updated_at) drops them too.
  const hidden = await db
    .updateTable('books')
    .set({ status: 'hidden', status_reason: SUSPENSION_BOOK_REASON, hidden_by_suspension: 1, updated_at: at })
    .where('user_id', '=', userId)
    .where('status', '=', 'available')
    .executeTakeFirst();
  return Number(hidden.numUpdatedRows);
}

/** Lifts a suspension and lists again exactly the books it hid; null when not suspended. */
export async function reinstateUser(db: Executor, userId: string, now = new Date()) {
  const at = now.toISOString();
  const r = await db
    .updateTable('users')
    .set({ suspended_at: null, suspended_reason: null })
    .where('id', '=', userId)
    .where('suspended_at', 'is not', null)
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) return null;
  const restored = await db
    .updateTable('books')
    .set({ status: 'available', status_reason: null, hidden_by_suspension: 0, updated_at: at })
    .where('user_id', '=', userId)
    .where('status', '=', 'hidden')
    .where('hidden_by_suspension', '=', 1)
    .executeTakeFirst();
  return Number(restored.numUpdatedRows);
}

// ---- Books ----------------------------------------------------------------------------------

export async function listBooksForAdmin(
  db: Executor,
  opts: { search: string; status: BookStatus | 'all'; cursor?: string | null; limit: number },
) {
  let qb = db
    .selectFrom('books')
    .innerJoin('profiles', 'profiles.user_id', 'books.user_id')
    .innerJoin('users', 'users.id', 'books.user_id')
    .select((eb) => [
      'books.id',
      'books.title',
      'books.author',
      'books.price_cents as priceCents',
      'books.status',
      'books.status_reason as statusReason',
      'books.hidden_by_suspension as hiddenBySuspension',
      'books.created_at as createdAt',
      'books.user_id as sellerId',
      'profiles.name as sellerName',
      'profiles.username as sellerUsername',
      'users.email as sellerEmail',
      'users.suspended_at as sellerSuspendedAt',
      eb
        .selectFrom('reports')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('reports.target_id', '=', 'books.id')
        .where('reports.target_type', '=', 'book')
        .where('reports.status', '=', 'open')
        .as('openReports'),
    ]);
  if (opts.search) {
    const pattern = likePattern(opts.search);
    qb = qb.where((eb) =>
      eb.or([
        eb(sql`lower(books.title)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(books.author)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(books.isbn, ''))`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(profiles.name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
        eb('books.id', '=', opts.search.toLowerCase()),
      ]),
    );
  }
  if (opts.status !== 'all') qb = qb.where('books.status', '=', opts.status);
  const found = await fetchOffsetPage(qb.orderBy('books.created_at', 'desc').orderBy('books.id'), opts);
  return mapPage(found, (r) => ({
    id: r.id,
    title: r.title,
    author: r.author,
    priceCents: r.priceCents,
    status: r.status,
    statusReason: r.statusReason,
    hiddenBySuspension: r.hiddenBySuspension === 1,
    createdAt: r.createdAt,
    path: bookPath(r),
    openReports: Number(r.openReports ?? 0),
    seller: {
      id: r.sellerId,
      name: r.sellerName,
      email: r.sellerEmail,
      suspended: r.sellerSuspendedAt !== null,
      storePath: `/livraria/${r.sellerUsername || storeSlugFromName(r.sellerName)}`,
    },
  }));
}

export async function findBookForAdmin(db: Executor, id: string) {
  return db
    .selectFrom('books')
    .innerJoin('users', 'users.id', 'books.user_id')
    .select([
      'books.id',
      'books.title',
      'books.user_id as sellerId',
      'books.status',
      'books.hidden_by_suspension as hiddenBySuspension',
      'users.suspended_at as sellerSuspendedAt',
    ])
    .where('books.id', '=', id)
    .executeTakeFirst();
}

/**
 * Hides a book for a reason its seller sees in Minha Estante. A book a suspension hid can be
 * hidden for a reason too: it then loses the suspension flag and stays hidden on reinstatement.
 */
export async function hideBook(db: Executor, id: string, reason: string, now = new Date()): Promise<boolean> {
  const r = await db
    .updateTable('books')
    .set({ status: 'hidden', status_reason: reason, hidden_by_suspension: 0, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['available', 'reserved']),
        eb.and([eb('status', '=', 'hidden'), eb('hidden_by_suspension', '=', 1)]),
      ]),
    )
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Lists a book an admin hid again; only hidden books, and not those a suspension hid. */
export async function reinstateBook(db: Executor, id: string, now = new Date()): Promise<boolean> {
  const r = await db
    .updateTable('books')
    .set({ status: 'available', status_reason: null, hidden_by_suspension: 0, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'hidden')
    .where('hidden_by_suspension', '=', 0)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

// ---- Categories -----------------------------------------------------------------------------

export function listAllCategories(db: Executor) {
  return db
    .selectFrom('categories')
    .select((eb) => [
      'categories.id',
      'categories.name',
      'categories.slug',
      'categories.description',
      'categories.group_name as groupName',
      'categories.sort_order as sortOrder',
      'categories.is_active as isActive',
      eb
        .selectFrom('books')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('books.category_id', '=', 'categories.id')
        .where('books.status', '=', 'available')
        .as('listedBooks'),
    ])
    .orderBy('categories.sort_order')
    .orderBy('categories.name')
    .execute()
    .then((rows) =>
      rows.map((r) => ({ ...r, isActive: r.isActive === 1, listedBooks: Number(r.listedBooks ?? 0) })),
    );
}

export function findCategory(db: Executor, id: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'description', 'group_name', 'sort_order', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function isCategorySlugTaken(db: Executor, slug: string, exceptId?: number) {
  let qb = db.selectFrom('categories').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) qb = qb.where('id', '<>', exceptId);
  return (await qb.executeTakeFirst()) !== undefined;
}

export interface CategoryValues {
  name: string;
  slug: string;
  description: string | null;
  group: string | null;
  sortOrder: number;
  isActive: boolean;
}

function categoryRow(v: CategoryValues) {
  return {
    name: v.name,
    slug: v.slug,
    description: v.description,
    group_name: v.group,
    sort_order: v.sortOrder,
    is_active: v.isActive ? (1 as const) : (0 as const),
  };
}

export async function insertCategory(db: Executor, v: CategoryValues): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values(categoryRow(v))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(db: Executor, id: number, v: CategoryValues): Promise<boolean> {
  const r = await db.updateTable('categories').set(categoryRow(v)).where('id', '=', id).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
