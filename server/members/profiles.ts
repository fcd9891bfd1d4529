import type { Executor } from '../../db/client.ts';
import type { AvatarType } from '../../db/schema.ts';
import type { PixKeyType } from '../../shared/pix/pix-key.ts';
import { avatarUrlOf, nameColumns } from '../accounts/index.ts';

// Meu Perfil: the owner's own profile and store. Every write is keyed by the signed-in user's
// id, never by an id from the request, so nobody can edit someone else's.

export async function getOwnProfile(db: Executor, userId: string) {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select([
      'users.email',
      'profiles.name',
      'profiles.first_name',
      'profiles.last_name',
      'profiles.username',
      'profiles.photo_url',
      'profiles.avatar_type',
      'profiles.selected_avatar',
      'profiles.gender',
      'profiles.bio',
      'profiles.location',
      'profiles.newsletter',
      'profiles.created_at',
    ])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    email: row.email,
    name: row.name,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    username: row.username,
    photoUrl: row.photo_url,
    avatarType: row.avatar_type,
    selectedAvatar: row.selected_avatar,
    avatarUrl: avatarUrlOf(row),
    gender: row.gender,
    bio: row.bio,
    location: row.location,
    newsletter: row.newsletter === 1,
    createdAt: row.created_at,
  };
}

/** The newsletter consent, changeable at any time (docs/product/data-rights.md#consents). */
export async function setNewsletter(db: Executor, userId: string, newsletter: boolean, now = new Date()) {
  await db
    .updateTable('profiles')
    .set({ newsletter: newsletter ? 1 : 0, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .execute();
}

export async function updateProfile(
  db: Executor,
  userId: string,
  input: {
    firstName: string;
    lastName: string;
    username: string;
    photoUrl?: string | null;
    avatarType: AvatarType;
    selectedAvatar?: string | null;
    gender: string | null;
    bio: string | null;
    location: string | null;
  },
  now = new Date(),
) {
  await db
    .updateTable('profiles')
    .set({
      ...nameColumns(input.firstName, input.lastName),
      username: input.username,
      photo_url: input.photoUrl ?? null,
      avatar_type: input.avatarType,
      selected_avatar: input.selectedAvatar ?? null,
      gender: input.gender,
      bio: input.bio,
      location: input.location,
      updated_at: now.toISOString(),
    })
    .where('user_id', '=', userId)
    .execute();
}

export async function getOwnStore(db: Executor, userId: string) {
  const row = await db
    .selectFrom('stores')
    .select([
      'store_name',
      'description',
      'location',
      'store_photo_url',
      'bio',
      'is_active',
      'pix_key_type',
      'pix_key',
      'pix_name',
      'pix_city',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    storeName: row.store_name,
    description: row.description,
    location: row.location,
    photoUrl: row.store_photo_url,
    bio: row.bio,
    isActive: row.is_active === 1,
    // Only ever read here, for the store's owner (docs/product/pix.md#pix-key).
    pix:
      row.pix_key_type && row.pix_key && row.pix_name && row.pix_city
        ? { type: row.pix_key_type, key: row.pix_key, name: row.pix_name, city: row.pix_city }
        : null,
  };
}

/**
 * Gives the member a store row if they have none, named as their page already reads (the
 * profile's name), so the store settings (Pix, delivery, offers) can be saved before 'Salvar
 * livraria' (docs/product/selling.md#becoming-a-seller, docs/decisions/039).
 */
export async function ensureStore(db: Executor, userId: string, now = new Date()) {
  const profile = await db
    .selectFrom('profiles')
    .select('name')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!profile) return;
  const at = now.toISOString();
  await db
    .insertInto('stores')
    .values({ user_id: userId, store_name: profile.name, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Sets the store's Pix key (already normalised) or, with null, removes it; false when no store. */
export async function saveStorePix(
  db: Executor,
  userId: string,
  pix: { type: PixKeyType; key: string; name: string; city: string } | null,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('stores')
    .set({
      pix_key_type: pix?.type ?? null,
      pix_key: pix?.key ?? null,
      pix_name: pix?.name ?? null,
      pix_city: pix?.city ?? null,
      updated_at: now.toISOString(),
    })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function saveStore(
  db: Executor,
  userId: string,
  input: {
    storeName: string;
    description: string | null;
    location: string | null;
    bio: string | null;
    photoUrl: string | null;
    isActive: boolean;
  },
  now = new Date(),
) {
  const values = {
    store_name: input.storeName,
    description: input.description,
    location: input.location,
    bio: input.bio,
    store_photo_url: input.photoUrl,
    is_active: input.isActive ? (1 as const) : (0 as const),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('stores')
    .values({ user_id: userId, created_at: now.toISOString(), ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
