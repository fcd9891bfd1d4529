import type { Executor } from '../../db/client.ts';
import { getOwnStore } from '../members/index.ts';
import { ownDeliverySettings, vacationOf } from '../stores/index.ts';

// The member's own account data for their export (docs/product/data-rights.md#download): what they
// told Releia about themself. Everything here is theirs, the CPF whole (they are its owner).

export async function exportAccount(db: Executor, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at as emailVerifiedAt', 'created_at as createdAt'])
    .select((eb) => eb('password_hash', 'is not', null).as('hasPassword'))
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const providers = await db
    .selectFrom('oauth_accounts')
    .select(['provider', 'created_at as linkedAt'])
    .where('user_id', '=', userId)
    .execute();
  const newsletter = await db
    .selectFrom('profiles')
    .select('newsletter')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    ...user,
    hasPassword: Boolean(user.hasPassword),
    signInProviders: providers,
    newsletter: newsletter?.newsletter === 1,
  };
}

export function exportProfile(db: Executor, userId: string) {
  return db
    .selectFrom('profiles')
    .select([
      'name',
      'first_name as firstName',
      'last_name as lastName',
      'username',
      'photo_url as photoUrl',
      'avatar_type as avatarType',
      'selected_avatar as selectedAvatar',
      'gender',
      'bio',
      'location',
      'phone',
      'created_at as createdAt',
      'updated_at as updatedAt',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The store as its owner sees it in Meu Perfil, Pix key, delivery options and modo férias included. */
export async function exportStore(db: Executor, userId: string) {
  const store = await getOwnStore(db, userId);
  return (
    store && {
      ...store,
      delivery: await ownDeliverySettings(db, userId),
      vacation: await vacationOf(db, userId),
    }
  );
}

export function exportIdentity(db: Executor, userId: string) {
  return db
    .selectFrom('user_identity_info')
    .select([
      'first_name as firstName',
      'last_name as lastName',
      'cpf',
      'birth_date as birthDate',
      'updated_at as updatedAt',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst()
    .then((row) => row ?? null);
}

export function exportAddresses(db: Executor, userId: string) {
  return db
    .selectFrom('user_addresses')
    .select([
      'cep',
      'street',
      'number',
      'complement',
      'neighborhood',
      'city',
      'state',
      'created_at as createdAt',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Sessions: the device, when each began and until when it lasts; never the token, which only the browser holds. */
export function exportSessions(db: Executor, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['user_agent as device', 'created_at as startedAt', 'expires_at as expiresAt'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
