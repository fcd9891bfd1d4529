import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { storeSlugFromName } from '../../shared/slug.ts';
import { hasAdminRole } from '../accounts/index.ts';
import { listedBooksOf } from '../catalog/index.ts';
import { containsText, fetchOffsetPage, mapPage } from '../sql/index.ts';

// The admin users screen (docs/product/admin.md): the list with its counts, and the admin role.
// Writes here change one thing each; the admin router wraps them in a transaction with their
// audit entry.

type UserFilter = 'all' | 'admins' | 'suspended';

export async function listUsers(
  db: Executor,
  opts: { search: string; filter: UserFilter; cursor?: string | null; limit: number },
) {
  // A deleted account's tombstone is no account to act on (docs/product/data-rights.md#what-is-kept-after-deletion).
  const qb = filterUsers(db, userListQuery(db), opts).where('users.deleted_at', 'is', null);
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

/** Each user with their role, what they verified and the counts the list shows. */
function userListQuery(db: Executor) {
  return db
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
      hasAdminRole(eb).as('isAdmin'),
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
      listedBooksOf(db, 'users.id').as('listedCount'),
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
}

/** The search box (email, name, username or the exact id) and the filter. */
function filterUsers(
  db: Executor,
  query: ReturnType<typeof userListQuery>,
  opts: { search: string; filter: UserFilter },
) {
  let qb = query;
  if (opts.search) {
    qb = qb.where((eb) =>
      eb.or([
        ...containsText(
          eb,
          [sql`lower(users.email)`, sql`lower(profiles.name)`, sql`lower(coalesce(profiles.username, ''))`],
          opts.search,
        ),
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
  return qb;
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
      hasAdminRole(eb).as('isAdmin'),
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
