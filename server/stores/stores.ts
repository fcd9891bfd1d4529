import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { byCodePoint } from '../../db/dialect.ts';
import { storeSlugFromName } from '../../shared/slug.ts';
import { avatarUrlOf } from '../accounts/index.ts';
import { listed, listedBooksOf } from '../catalog/index.ts';
import { fetchOffsetPage, mapPage } from '../sql/index.ts';

/**
 * Every member's store that visitors may see: a member has one from the moment the account
 * exists, built from the profile until they customise it in 'Minha Livraria', and loses it only
 * by closing it there or by being suspended (docs/product/stores.md#every-member-has-a-store).
 */
export function openStores(db: Executor) {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .leftJoin('stores', 'stores.user_id', 'profiles.user_id')
    .where('users.suspended_at', 'is', null)
    .where((eb) => eb.or([eb('stores.user_id', 'is', null), eb('stores.is_active', '=', 1)]));
}

/**
 * Open stores worth listing in /livrarias and the sitemap: the customised ones, and those of
 * members who have a book on sale. A reader who never sold has a store page but no entry.
 */
export function listableStores(db: Executor) {
  return openStores(db).where((eb) =>
    eb.or([
      eb('stores.user_id', 'is not', null),
      eb.exists(
        eb
          .selectFrom('books')
          .select('books.id')
          .whereRef('books.user_id', '=', 'profiles.user_id')
          .where(listed),
      ),
    ]),
  );
}

/**
 * An open store by its seller's username. The fallback of docs/product/seo.md#addresses: when no username matches, the
 * lowercased seller name with spaces turned to hyphens.
 */
export async function findActiveStore(db: Executor, username: string) {
  const base = openStores(db).select([
    'profiles.user_id as userId',
    'stores.store_name as storeName',
    'stores.description',
    'stores.location',
    'stores.store_photo_url as photoUrl',
    'stores.bio',
    'stores.updated_at as updatedAt',
    'profiles.username',
    'profiles.name',
    'profiles.bio as profileBio',
    'profiles.location as profileLocation',
    'profiles.photo_url as profilePhotoUrl',
    'profiles.avatar_type as avatarType',
    'profiles.selected_avatar as selectedAvatar',
    'profiles.created_at as memberSince',
  ]);
  const byUsername = await base.where('profiles.username', '=', username.toLowerCase()).executeTakeFirst();
  if (byUsername) return byUsername;
  const candidates = await base.where('profiles.username', 'is', null).execute();
  return candidates.find((c) => storeSlugFromName(c.name) === username.toLowerCase()) ?? null;
}

/** Books the store has on sale: listed books of its seller. */
export async function countListedBooks(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('books')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where(listed)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * The store page's header (docs/product/stores.md): the store's own photo, location and bio, each
 * falling back to the seller's profile, and the public page address.
 */
export function storeHeader(store: ActiveStore) {
  return {
    userId: store.userId,
    // A store nobody customised yet goes by its seller's name.
    storeName: store.storeName || store.name,
    username: store.username,
    /** The address the page lives at: the username, else the name fallback (docs/product/seo.md#addresses). */
    slug: store.username || storeSlugFromName(store.name),
    name: store.name,
    description: store.description,
    location: store.location || store.profileLocation,
    bio: store.bio || store.profileBio,
    photoUrl:
      store.photoUrl ||
      avatarUrlOf({
        photo_url: store.profilePhotoUrl,
        avatar_type: store.avatarType,
        selected_avatar: store.selectedAvatar,
      }),
    memberSince: store.memberSince,
  };
}

export type ActiveStore = NonNullable<Awaited<ReturnType<typeof findActiveStore>>>;

/** Stores worth listing with their count of listed books, for /livrarias. */
export async function listStores(db: Executor, opts: { limit: number; cursor?: string | null }) {
  const query = listableStores(db)
    .leftJoin('seller_ratings', 'seller_ratings.seller_id', 'profiles.user_id')
    .select([
      'profiles.user_id as userId',
      'stores.store_name as customName',
      'stores.description',
      sql<string | null>`coalesce(stores.location, profiles.location)`.as('location'),
      'stores.store_photo_url as photoUrl',
      'profiles.username',
      'profiles.name',
      'seller_ratings.average_overall as averageRating',
      'seller_ratings.total_reviews as totalReviews',
      listedBooksOf(db, 'profiles.user_id').as('booksCount'),
    ])
    .orderBy('booksCount', 'desc')
    .orderBy(byCodePoint(db, sql<string>`coalesce(stores.store_name, profiles.name)`))
    .orderBy('profiles.user_id');
  return mapPage(await fetchOffsetPage(query, opts), ({ customName, ...r }) => ({
    ...r,
    storeName: customName || r.name,
    booksCount: r.booksCount ?? 0,
  }));
}
