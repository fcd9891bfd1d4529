import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { bookPath } from '../../shared/slug.ts';
import { firstPhoto, openStoreName } from '../catalog/index.ts';
import { agreedPrices } from '../offers/index.ts';
import { isBuyable } from './buyable.ts';

/**
 * Cart items joined with their books and sellers, oldest first. `priceCents` is what the buyer
 * pays: an accepted offer's price within its window, `askingCents` the book's own price
 * (docs/product/offers.md#the-agreed-price).
 */
export async function listCart(db: Executor, userId: string, now = new Date()) {
  const rows = await db
    .selectFrom('cart_items')
    .innerJoin('books', 'books.id', 'cart_items.book_id')
    .innerJoin('profiles', 'profiles.user_id', 'books.user_id')
    .leftJoin('stores', 'stores.user_id', 'books.user_id')
    .select([
      'cart_items.id',
      'cart_items.quantity',
      'cart_items.created_at',
      'books.id as book_id',
      'books.title',
      'books.author',
      'books.price_cents',
      'books.currency',
      'books.photos',
      'books.status',
      'books.availability',
      'books.stock',
      'books.user_id as seller_id',
      'profiles.name as seller_name',
      'profiles.username as seller_username',
      openStoreName('stores').as('store_name'),
      'books.hidden_by_vacation',
      'stores.vacation_since',
      'stores.vacation_until',
    ])
    .where('cart_items.user_id', '=', userId)
    .orderBy('cart_items.created_at')
    .orderBy('cart_items.id')
    .execute();
  const agreed = await agreedPrices(
    db,
    userId,
    rows.map((r) => r.book_id),
    now,
  );
  return rows.map((r) => {
    const offer = agreed.get(r.book_id);
    return {
      id: r.id,
      quantity: r.quantity,
      addedAt: r.created_at,
      // A book sold, hidden, removed or out of stock since it was added stays in the cart, marked,
      // so the buyer sees what happened instead of an item silently vanishing.
      available: isBuyable(r),
      // Modo férias took it off sale: the cart says why and when it comes back (docs/product/vacation.md#carts).
      vacation: r.hidden_by_vacation === 1 && r.vacation_since ? { until: r.vacation_until } : null,
      book: {
        id: r.book_id,
        title: r.title,
        author: r.author,
        priceCents: offer?.cents ?? r.price_cents,
        askingCents: r.price_cents,
        offerId: offer?.offerId ?? null,
        currency: r.currency,
        photo: firstPhoto(r.photos),
        status: r.status,
        path: bookPath({ id: r.book_id, title: r.title, author: r.author }),
      },
      seller: { id: r.seller_id, name: r.seller_name, username: r.seller_username, storeName: r.store_name },
    };
  });
}

export type CartItem = Awaited<ReturnType<typeof listCart>>[number];

export function findBookForCart(db: Executor, bookId: string) {
  return db
    .selectFrom('books')
    .select(['id', 'user_id', 'status', 'availability', 'stock'])
    .where('id', '=', bookId)
    .executeTakeFirst();
}

export function findCartItemByBook(db: Executor, userId: string, bookId: string) {
  return db
    .selectFrom('cart_items')
    .select('id')
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .executeTakeFirst();
}

/** Inserts the item; false when it was already there (a concurrent add won the unique key). */
export async function insertCartItem(db: Executor, userId: string, bookId: string): Promise<boolean> {
  const result = await db
    .insertInto('cart_items')
    .values({
      id: randomUUID(),
      user_id: userId,
      book_id: bookId,
      quantity: 1,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function deleteCartItem(db: Executor, userId: string, itemId: string): Promise<boolean> {
  const r = await db
    .deleteFrom('cart_items')
    .where('id', '=', itemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export async function clearCart(db: Executor, userId: string): Promise<number> {
  const r = await db.deleteFrom('cart_items').where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function cartItemExists(db: Executor, userId: string, itemId: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('cart_items')
      .select('id')
      .where('id', '=', itemId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
}
