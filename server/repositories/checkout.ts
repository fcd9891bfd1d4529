import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB, Executor } from '../../db/client.ts';
import type { UserAddressesTable } from '../../db/schema.ts';
import { SHIPPING_PER_SELLER_CENTS } from '../../shared/cart.ts';
import { recordWorkSales } from './best-sellers.ts';
import { listed } from './listed.ts';

// Orders are one per seller (each ships their own parcel). A checkout takes every book with a
// conditional update inside one transaction: the first buyer's update matches, every later one
// matches nothing and the whole checkout rolls back, so a book is never sold twice.

export class CheckoutError extends Error {
  constructor(
    readonly kind: 'empty' | 'unavailable',
    readonly titles: string[] = [],
  ) {
    super(kind);
  }
}

/** Where an order goes: the fields of a saved address, copied onto the order at checkout. */
export type DeliveryAddress = Omit<UserAddressesTable, 'id' | 'user_id' | 'created_at'>;

/** The buyer's cart becomes one order per seller; the ids of the orders, in the cart's order. */
export async function checkout(
  db: DB,
  buyerId: string,
  delivery: DeliveryAddress,
  now = new Date(),
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const items = await cartLines(trx, buyerId);
    if (items.length === 0) throw new CheckoutError('empty');
    const at = now.toISOString();
    await takeTheBooks(trx, buyerId, items, at);
    const bySeller = new Map<string, CartLine[]>();
    for (const item of items) bySeller.set(item.user_id, [...(bySeller.get(item.user_id) ?? []), item]);
    const orderIds: string[] = [];
    for (const [sellerId, sellerItems] of bySeller) {
      orderIds.push(await writeTheOrder(trx, { buyerId, sellerId, items: sellerItems, delivery, at }));
    }
    await recordWorkSales(
      trx,
      items.map((i) => i.work_key),
      1,
    );
    await trx
      .deleteFrom('cart_items')
      .where('user_id', '=', buyerId)
      .where(
        'id',
        'in',
        items.map((i) => i.item_id),
      )
      .execute();
    return orderIds;
  });
}

/** The buyer's cart with what an order keeps of each book. */
function cartLines(trx: Executor, buyerId: string) {
  return trx
    .selectFrom('cart_items')
    .innerJoin('books', 'books.id', 'cart_items.book_id')
    .select([
      'cart_items.id as item_id',
      'books.id',
      'books.title',
      'books.price_cents',
      'books.user_id',
      'books.work_key',
    ])
    .where('cart_items.user_id', '=', buyerId)
    .orderBy('cart_items.created_at')
    .execute();
}

type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/** Marks every book sold, each only if still listed and not the buyer's own; else no sale at all. */
async function takeTheBooks(trx: Executor, buyerId: string, items: readonly CartLine[], at: string) {
  const unavailable: string[] = [];
  for (const item of items) {
    const taken = await trx
      .updateTable('books')
      .set({ status: 'sold', sales_count: sql`sales_count + 1`, updated_at: at })
      .where('id', '=', item.id)
      .where(listed)
      .where('user_id', '<>', buyerId)
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) unavailable.push(item.title);
  }
  if (unavailable.length > 0) throw new CheckoutError('unavailable', unavailable);
}

/** One seller's order: the order row, its items and its first event; the new order's id. */
async function writeTheOrder(
  trx: Executor,
  o: { buyerId: string; sellerId: string; items: readonly CartLine[]; delivery: DeliveryAddress; at: string },
): Promise<string> {
  const id = randomUUID();
  const subtotal = o.items.reduce((sum, i) => sum + i.price_cents, 0);
  await trx
    .insertInto('orders')
    .values({
      id,
      buyer_id: o.buyerId,
      seller_id: o.sellerId,
      status: 'aguardando_pagamento',
      subtotal_cents: subtotal,
      shipping_cents: SHIPPING_PER_SELLER_CENTS,
      total_cents: subtotal + SHIPPING_PER_SELLER_CENTS,
      tracking_code: null,
      delivery_address: JSON.stringify(o.delivery),
      created_at: o.at,
      updated_at: o.at,
    })
    .execute();
  await trx
    .insertInto('order_items')
    .values(
      o.items.map((i) => ({
        id: randomUUID(),
        order_id: id,
        book_id: i.id,
        title: i.title,
        price_cents: i.price_cents,
        quantity: 1,
        work_key: i.work_key,
      })),
    )
    .execute();
  await trx
    .insertInto('order_events')
    .values({
      order_id: id,
      status: 'aguardando_pagamento',
      actor_id: o.buyerId,
      note: null,
      created_at: o.at,
    })
    .execute();
  return id;
}
