import type { Executor } from '../../db/client.ts';
import { storeSlugFromName } from '../../shared/slug.ts';

/**
 * An active store by its seller's username. The spec's fallback: when no username matches, the
 * lowercased seller name with spaces turned to hyphens.
 */
export async function findActiveStore(db: Executor, username: string) {
  const base = db
    .selectFrom('stores')
    .innerJoin('profiles', 'profiles.user_id', 'stores.user_id')
    .innerJoin('users', 'users.id', 'stores.user_id')
    .select([
      'stores.user_id as userId',
      'stores.store_name as storeName',
      'stores.description',
      'stores.location',
      'stores.store_photo_url as photoUrl',
      'stores.bio',
      'stores.updated_at as updatedAt',
      'profiles.username',
      'profiles.name',
    ])
    .where('stores.is_active', '=', 1)
    .where('users.suspended_at', 'is', null);
  const byUsername = await base.where('profiles.username', '=', username.toLowerCase()).executeTakeFirst();
  if (byUsername) return byUsername;
  const candidates = await base.where('profiles.username', 'is', null).execute();
  return candidates.find((c) => storeSlugFromName(c.name) === username.toLowerCase()) ?? null;
}

export type ActiveStore = NonNullable<Awaited<ReturnType<typeof findActiveStore>>>;
