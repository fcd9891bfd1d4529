import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { suggestUsername, USERNAME_MIN } from '../../shared/schemas/accounts.ts';
import { illustrationUrl } from '../../shared/schemas/profile.ts';

// Accounts: users, their profiles and linked sign-in providers.

// Which engine said it is db/dialect.ts's business; callers import it from here as before.
export { isUniqueViolation } from '../../db/dialect.ts';

export async function findUserForLogin(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'suspended_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** A user with their name, the same row whether found by email or by id. */
function userWithNameQuery(db: Executor) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.email_verified_at', 'users.suspended_at', 'profiles.name']);
}

export async function findUserByEmail(db: Executor, email: string) {
  return userWithNameQuery(db).where('users.email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Executor, id: string) {
  return userWithNameQuery(db).where('users.id', '=', id).executeTakeFirst();
}

export async function isUsernameTaken(db: Executor, username: string, exceptUserId?: string) {
  let query = db.selectFrom('profiles').select('user_id').where('username', '=', username);
  if (exceptUserId) query = query.where('user_id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A free username derived from the name: 'ana-souza', then 'ana-souza-2', ... */
export async function uniqueUsername(db: Executor, name: string, email: string): Promise<string> {
  let base = suggestUsername(name);
  if (base.length < USERNAME_MIN) base = suggestUsername(email.split('@')[0] ?? '');
  if (base.length < USERNAME_MIN) base = 'leitor';
  base = base.slice(0, 24).replace(/-+$/, '');
  if (!(await isUsernameTaken(db, base))) return base;
  for (let n = 2; n < 1000; n++) {
    const candidate = `${base}-${n}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  newsletter?: boolean;
  emailVerified?: boolean;
  photoUrl?: string | null;
}

/**
 * The profile's name columns: the display name is the first and last names joined. Trimmed
 * because a Google account may come without a family name (server/accounts/google.ts); the forms'
 * names are trimmed and never empty already.
 */
export function nameColumns(firstName: string, lastName: string) {
  return { first_name: firstName, last_name: lastName, name: `${firstName} ${lastName}`.trim() };
}

/** How many free usernames createAccount tries when others take them at the same moment. */
const USERNAME_ATTEMPTS = 10;

/** Creates the user and its profile; the caller runs it in a transaction. */
export async function createAccount(db: Executor, account: NewAccount, now = new Date()): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  const names = nameColumns(account.firstName, account.lastName);
  await db
    .insertInto('users')
    .values({
      id,
      email: account.email,
      email_verified_at: account.emailVerified ? at : null,
      password_hash: account.passwordHash,
      suspended_at: null,
      suspended_reason: null,
      created_at: at,
    })
    .execute();
  // The free username is read, then written: two people of one name signing up at once can
  // both read the same one. SQLite lets one writer in at a time; on PostgreSQL the second insert
  // waits for the first, finds the name taken and inserts nothing, and the next free one is tried.
  for (let attempt = 1; ; attempt++) {
    const inserted = await db
      .insertInto('profiles')
      .values({
        user_id: id,
        ...names,
        username: await uniqueUsername(db, names.name, account.email),
        photo_url: account.photoUrl ?? null,
        avatar_type: 'initials',
        selected_avatar: null,
        gender: null,
        bio: null,
        location: null,
        phone: null,
        newsletter: account.newsletter ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (inserted) break;
    if (attempt === USERNAME_ATTEMPTS) throw new Error('nenhum nome de usuário livre após várias tentativas');
  }
  return id;
}

export async function findUserIdByOauth(db: Executor, provider: string, providerUserId: string) {
  const row = await db
    .selectFrom('oauth_accounts')
    .select('user_id')
    .where('provider', '=', provider)
    .where('provider_user_id', '=', providerUserId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function linkOauthAccount(
  db: Executor,
  userId: string,
  provider: string,
  providerUserId: string,
  now = new Date(),
) {
  await db
    .insertInto('oauth_accounts')
    .values({ provider, provider_user_id: providerUserId, user_id: userId, created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Marks the address verified only if it is still the account's address. */
export async function markEmailVerified(db: Executor, userId: string, email: string, now = new Date()) {
  const result = await db
    .updateTable('users')
    .set({ email_verified_at: now.toISOString() })
    .where('id', '=', userId)
    .where('email', '=', email)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function completeProfile(
  db: Executor,
  userId: string,
  input: { username: string; firstName: string; lastName: string },
  now = new Date(),
) {
  await db
    .updateTable('profiles')
    .set({
      username: input.username,
      ...nameColumns(input.firstName, input.lastName),
      updated_at: now.toISOString(),
    })
    .where('user_id', '=', userId)
    .execute();
}

/** What the header and menus show beyond the session user: names and the avatar to draw. */
export async function accountSummary(db: Executor, userId: string) {
  const row = await db
    .selectFrom('profiles')
    .select(['first_name', 'last_name', 'photo_url', 'avatar_type', 'selected_avatar'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: avatarUrlOf(row),
  };
}

export function avatarUrlOf(row: {
  photo_url: string | null;
  avatar_type: string;
  selected_avatar: string | null;
}): string | null {
  if (row.avatar_type === 'photo' && row.photo_url) return row.photo_url;
  if (row.avatar_type === 'illustration' && row.selected_avatar) return illustrationUrl(row.selected_avatar);
  return null;
}

export async function grantAdmin(db: Executor, userId: string, now = new Date()) {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role: 'admin', created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Whether the seeded demo data set is here: a demo member exists
 * (docs/product/demo-data.md#what-counts-as-demo-data). Answered from the users_is_demo index.
 */
export async function hasDemoMembers(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('is_demo', '=', 1).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether the user of the query's `users` row holds the admin role. */
export function hasAdminRole(eb: ExpressionBuilder<Database, 'users'>) {
  return eb.exists(
    eb
      .selectFrom('user_roles')
      .select('user_roles.role')
      .whereRef('user_roles.user_id', '=', 'users.id')
      .where('user_roles.role', '=', 'admin'),
  );
}
