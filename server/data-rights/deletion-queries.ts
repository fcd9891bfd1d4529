import type { Executor } from '../../db/client.ts';
import { NO_LOCATION } from '../../shared/book.ts';
import { DELETED_ACCOUNT } from '../../shared/data-rights.ts';
import { orderNumber } from '../../shared/order-number.ts';
import { hasAdminRole } from '../accounts/index.ts';
import { removeBook } from '../listings/index.ts';
import { recountLikes } from '../social/index.ts';

// Account deletion (docs/product/data-rights.md#deletion): what goes, and what stays for the other
// party of an order or a conversation with the member's identity replaced by 'Conta excluída'.
// The users row stays as a tombstone because orders, messages and reviews point to it
// (docs/decisions/024-data-export-and-account-deletion.md).

/** An order is in progress until it reaches one of these (docs/product/orders.md#states); a state added later counts as in progress. */
const FINISHED = ['entregue', 'cancelado'] as const;

/** The short numbers of the member's orders still in progress, as buyer or seller. */
export async function ordersInProgress(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .where('status', 'not in', FINISHED)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => orderNumber(r.id));
}

/** The account as deletion reads it first; null when there is none or it is already deleted. */
export function findDeletableAccount(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.password_hash as passwordHash',
      hasAdminRole(eb).as('isAdmin'),
    ])
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** What the caller cleans up after the transaction commits: search entries and photo files. */
export interface ErasedAccount {
  bookIds: string[];
  photos: string[];
  /** Export files under DATA_DIR/exports whose rows went with the account. */
  exportFiles: string[];
}

/** Erases the member's personal data in `trx`; the caller checked the account may go. */
export async function eraseAccount(trx: Executor, userId: string, now = new Date()): Promise<ErasedAccount> {
  const user = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const photos = await ownPhotos(trx, userId);
  const exports = await trx
    .selectFrom('data_exports')
    .select('file_name')
    .where('user_id', '=', userId)
    .where('file_name', 'is not', null)
    .execute();
  await deleteOwnRows(trx, userId, user.email);
  await endOffers(trx, userId, now);
  const bookIds = await removeListings(trx, userId, now);
  await keepSharedHistory(trx, userId);
  await anonymiseAccount(trx, userId, now);
  return { bookIds, photos, exportFiles: exports.flatMap((e) => (e.file_name ? [e.file_name] : [])) };
}

async function ownPhotos(trx: Executor, userId: string): Promise<string[]> {
  const books = await trx.selectFrom('books').select('photos').where('user_id', '=', userId).execute();
  const profile = await trx
    .selectFrom('profiles')
    .select('photo_url')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const store = await trx
    .selectFrom('stores')
    .select('store_photo_url')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const urls = books.flatMap((b) => JSON.parse(b.photos) as string[]);
  if (profile?.photo_url) urls.push(profile.photo_url);
  if (store?.store_photo_url) urls.push(store.store_photo_url);
  return [...new Set(urls)];
}

/** Rows that are the member's alone: they go. */
async function deleteOwnRows(trx: Executor, userId: string, email: string): Promise<void> {
  const liked = await trx.selectFrom('likes').select('book_id').where('user_id', '=', userId).execute();
  await trx.deleteFrom('likes').where('user_id', '=', userId).execute();
  for (const { book_id } of liked) await recountLikes(trx, book_id);
  const byUser = [
    'sessions',
    'password_resets',
    'oauth_accounts',
    'user_roles',
    'views',
    'favourites',
    'cart_items',
    'cart_deliveries',
    'user_identity_info',
    'user_addresses',
    'stores',
    'conversation_reads',
    'data_exports',
    'notifications',
    'notification_settings',
    'notification_digests',
    'wants',
    // A sheet's rows name the seller's books (import_rows goes with its job).
    'import_jobs',
  ] as const;
  for (const table of byUser) await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  await trx.deleteFrom('seller_ratings').where('seller_id', '=', userId).execute();
  // Other buyers' delivery choices for this seller's parcels: their books are gone.
  await trx.deleteFrom('cart_deliveries').where('seller_id', '=', userId).execute();
  await trx
    .deleteFrom('follows')
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('following_id', '=', userId)]))
    .execute();
  await trx
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
  await trx.deleteFrom('reports').where('reporter_id', '=', userId).execute();
  await trx
    .deleteFrom('outbox')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('to_email', '=', email)]))
    .execute();
  await trx.deleteFrom('login_attempts').where('key', '=', `email:${email}`).execute();
}

/**
 * Every offer in progress with the member ends, on either side: the conversation it would write
 * to is closed and nobody may notify a deleted account (docs/product/data-rights.md#deletion).
 * The other party is not told; the book or the buyer is simply gone.
 */
async function endOffers(trx: Executor, userId: string, now: Date): Promise<void> {
  await trx
    .updateTable('offers')
    .set({ status: 'ended', updated_at: now.toISOString() })
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .where('status', 'in', ['open', 'countered', 'accepted'])
    .execute();
}

/**
 * Every listing goes by the rule of 'Remover' (server/listings/listings.ts): a book an order
 * keeps stays as 'removed', stripped of its photos and description; any other is deleted.
 */
async function removeListings(trx: Executor, userId: string, now: Date): Promise<string[]> {
  const books = await trx.selectFrom('books').select('id').where('user_id', '=', userId).execute();
  for (const { id } of books) await removeBook(trx, id, { now });
  await trx
    .updateTable('books')
    .set({ photos: '[]', description: null, location: NO_LOCATION, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .execute();
  return books.map((b) => b.id);
}

/** Orders, reviews and the audit log stay, without the member's identity. */
async function keepSharedHistory(trx: Executor, userId: string): Promise<void> {
  const placeholder = {
    cep: '',
    street: DELETED_ACCOUNT,
    number: '',
    complement: null,
    neighborhood: '',
    city: '',
    state: '',
  };
  await trx
    .updateTable('orders')
    .set({ delivery_address: JSON.stringify(placeholder) })
    .where('buyer_id', '=', userId)
    .execute();
  await trx.updateTable('reviews').set({ is_anonymous: 1 }).where('buyer_id', '=', userId).execute();
  // A problem's thread stays for the other party and the moderation; the buyer's Pix key for a
  // refund is theirs alone (docs/product/problems.md#proposals).
  await trx
    .updateTable('order_problems')
    .set({ refund_pix_key: null })
    .where('order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('buyer_id', '=', userId))
    .execute();
  // Earlier admin actions on the account named it in their details; the entries stay, the name goes.
  const entries = await trx
    .selectFrom('audit_log')
    .select(['id', 'details'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', userId)
    .execute();
  for (const entry of entries) {
    const details = { ...(JSON.parse(entry.details) as Record<string, unknown>), label: DELETED_ACCOUNT };
    await trx
      .updateTable('audit_log')
      .set({ details: JSON.stringify(details) })
      .where('id', '=', entry.id)
      .execute();
  }
}

async function anonymiseAccount(trx: Executor, userId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await trx
    .updateTable('users')
    .set({
      // Unique and not an address anyone can own (.invalid, RFC 2606): the real one is free again.
      email: `conta-excluida-${userId}@releia.invalid`,
      email_verified_at: null,
      password_hash: null,
      suspended_at: null,
      suspended_reason: null,
      deleted_at: at,
    })
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('profiles')
    .set({
      name: DELETED_ACCOUNT,
      first_name: null,
      last_name: null,
      username: null,
      photo_url: null,
      avatar_type: 'initials',
      selected_avatar: null,
      gender: null,
      bio: null,
      location: null,
      phone: null,
      newsletter: 0,
      updated_at: at,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Whether any row still names this stored photo (photos are shared by content hash). */
export async function photoInUse(db: Executor, url: string): Promise<boolean> {
  const book = await db
    .selectFrom('books')
    .select('id')
    .where('photos', 'like', `%${url}%`)
    .limit(1)
    .executeTakeFirst();
  if (book) return true;
  const profile = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('photo_url', '=', url)
    .limit(1)
    .executeTakeFirst();
  if (profile) return true;
  const store = await db
    .selectFrom('stores')
    .select('user_id')
    .where('store_photo_url', '=', url)
    .limit(1)
    .executeTakeFirst();
  return store !== undefined;
}
