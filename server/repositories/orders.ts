import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB, Executor } from '../../db/client.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { SHIPPING_PER_SELLER_CENTS } from '../../shared/cart.ts';
import { SUSPENSION_BOOK_REASON } from './admin.ts';
import { recordWorkSales } from './best-sellers.ts';

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

export interface DeliveryAddress {
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
}

export async function checkout(
  db: DB,
  buyerId: string,
  delivery: DeliveryAddress,
  now = new Date(),
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const items = await trx
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
    if (items.length === 0) throw new CheckoutError('empty');

    const at = now.toISOString();
    const unavailable: string[] = [];
    for (const item of items) {
      const taken = await trx
        .updateTable('books')
        .set({ status: 'sold', sales_count: sql`sales_count + 1`, updated_at: at })
        .where('id', '=', item.id)
        .where('status', '=', 'available')
        .where('availability', '=', 1)
        .where('user_id', '<>', buyerId)
        .executeTakeFirst();
      if (taken.numUpdatedRows === 0n) unavailable.push(item.title);
    }
    if (unavailable.length > 0) throw new CheckoutError('unavailable', unavailable);

    const bySeller = new Map<string, typeof items>();
    for (const item of items) bySeller.set(item.user_id, [...(bySeller.get(item.user_id) ?? []), item]);
    const orderIds: string[] = [];
    for (const [sellerId, sellerItems] of bySeller) {
      const id = randomUUID();
      const subtotal = sellerItems.reduce((sum, i) => sum + i.price_cents, 0);
      await trx
        .insertInto('orders')
        .values({
          id,
          buyer_id: buyerId,
          seller_id: sellerId,
          status: 'aguardando_pagamento',
          subtotal_cents: subtotal,
          shipping_cents: SHIPPING_PER_SELLER_CENTS,
          total_cents: subtotal + SHIPPING_PER_SELLER_CENTS,
          tracking_code: null,
          delivery_address: JSON.stringify(delivery),
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('order_items')
        .values(
          sellerItems.map((i) => ({
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
          actor_id: buyerId,
          note: null,
          created_at: at,
        })
        .execute();
      orderIds.push(id);
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

export async function listOrders(db: Executor, userId: string, role: 'compras' | 'vendas') {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('profiles as buyer', 'buyer.user_id', 'orders.buyer_id')
    .innerJoin('profiles as seller', 'seller.user_id', 'orders.seller_id')
    .select((eb) => [
      'orders.id',
      'orders.status',
      'orders.total_cents as totalCents',
      'orders.created_at as createdAt',
      'orders.updated_at as updatedAt',
      'buyer.name as buyerName',
      'seller.name as sellerName',
      'seller.username as sellerUsername',
      eb
        .selectFrom('order_items')
        .select(sql<string>`group_concat(title, ' · ')`.as('t'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('titles'),
      eb
        .selectFrom('order_items')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('itemCount'),
    ])
    .where(role === 'compras' ? 'orders.buyer_id' : 'orders.seller_id', '=', userId)
    .orderBy('orders.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...r, titles: r.titles ?? '', itemCount: r.itemCount ?? 0 }));
}

/** An order as one of its two parties sees it; null for anyone else. */
export async function findOrderForParty(db: Executor, orderId: string, userId: string) {
  const order = await db
    .selectFrom('orders')
    .innerJoin('users as bu', 'bu.id', 'orders.buyer_id')
    .innerJoin('profiles as buyer', 'buyer.user_id', 'orders.buyer_id')
    .innerJoin('users as su', 'su.id', 'orders.seller_id')
    .innerJoin('profiles as seller', 'seller.user_id', 'orders.seller_id')
    .select([
      'orders.id',
      'orders.status',
      'orders.buyer_id as buyerId',
      'orders.seller_id as sellerId',
      'orders.subtotal_cents as subtotalCents',
      'orders.shipping_cents as shippingCents',
      'orders.total_cents as totalCents',
      'orders.tracking_code as trackingCode',
      'orders.delivery_address as deliveryAddress',
      'orders.created_at as createdAt',
      'orders.updated_at as updatedAt',
      'buyer.name as buyerName',
      'bu.email as buyerEmail',
      'buyer.phone as buyerPhone',
      'seller.name as sellerName',
      'seller.username as sellerUsername',
      'su.email as sellerEmail',
      'seller.phone as sellerPhone',
    ])
    .where('orders.id', '=', orderId)
    .where((eb) => eb.or([eb('orders.buyer_id', '=', userId), eb('orders.seller_id', '=', userId)]))
    .executeTakeFirst();
  if (!order) return null;
  const [items, events, review] = await Promise.all([
    db
      .selectFrom('order_items')
      .leftJoin('books', 'books.id', 'order_items.book_id')
      .select([
        'order_items.id',
        'order_items.book_id as bookId',
        'order_items.title',
        'order_items.price_cents as priceCents',
        'order_items.quantity',
        'books.photos',
        'books.author',
      ])
      .where('order_items.order_id', '=', orderId)
      .execute(),
    db
      .selectFrom('order_events')
      .select(['status', 'note', 'created_at as createdAt', 'actor_id as actorId'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('reviews')
      .select([
        'id',
        'overall_rating as overall',
        'communication_rating as communication',
        'shipping_rating as shipping',
        'condition_rating as condition',
        'comment',
        'is_anonymous as isAnonymous',
        'response',
        'created_at as createdAt',
      ])
      .where('order_id', '=', orderId)
      .executeTakeFirst(),
  ]);
  const role = order.buyerId === userId ? ('buyer' as const) : ('seller' as const);
  const delivery = JSON.parse(order.deliveryAddress) as DeliveryAddress;
  return {
    id: order.id,
    status: order.status,
    role,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    trackingCode: order.trackingCode,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    items: items.map(({ photos, ...i }) => {
      const list: unknown = photos ? JSON.parse(photos) : [];
      return { ...i, photo: Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null };
    }),
    events,
    review: review ? { ...review, isAnonymous: review.isAnonymous === 1 } : null,
    // The seller needs the delivery address; the buyer needs the seller's contact to arrange
    // payment (no payment processor: docs/product/checkout.md#payment). Each sees the other's name.
    buyer: {
      id: order.buyerId,
      name: order.buyerName,
      ...(role === 'seller' ? { email: order.buyerEmail, phone: order.buyerPhone } : {}),
    },
    seller: {
      id: order.sellerId,
      name: order.sellerName,
      username: order.sellerUsername,
      ...(role === 'buyer' ? { email: order.sellerEmail, phone: order.sellerPhone } : {}),
    },
    delivery: role === 'seller' ? delivery : { ...delivery },
  };
}

export type OrderAction = 'confirmPayment' | 'ship' | 'confirmDelivery' | 'cancel';

/** Who may take each step, and from which states (docs/product/orders.md#who-takes-each-step). */
export const TRANSITIONS: Record<
  OrderAction,
  { by: 'buyer' | 'seller' | 'either'; from: OrderStatus[]; to: OrderStatus }
> = {
  confirmPayment: { by: 'seller', from: ['aguardando_pagamento'], to: 'pago' },
  ship: { by: 'seller', from: ['pago'], to: 'enviado' },
  confirmDelivery: { by: 'buyer', from: ['enviado'], to: 'entregue' },
  cancel: { by: 'either', from: ['aguardando_pagamento', 'pago'], to: 'cancelado' },
};

export class TransitionError extends Error {
  constructor(readonly kind: 'not_found' | 'wrong_party' | 'wrong_state') {
    super(kind);
  }
}

export async function transitionOrder(
  db: DB,
  orderId: string,
  actorId: string,
  action: OrderAction,
  extra: { trackingCode?: string | null; note?: string | null } = {},
  now = new Date(),
): Promise<OrderStatus> {
  const rule = TRANSITIONS[action];
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['buyer_id', 'seller_id', 'status'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order || (order.buyer_id !== actorId && order.seller_id !== actorId))
      throw new TransitionError('not_found');
    const party = order.buyer_id === actorId ? 'buyer' : 'seller';
    if (rule.by !== 'either' && rule.by !== party) throw new TransitionError('wrong_party');
    const at = now.toISOString();
    // Conditional on the state read above, so two tabs racing on one order cannot both win.
    const moved = await trx
      .updateTable('orders')
      .set({
        status: rule.to,
        updated_at: at,
        ...(action === 'ship' ? { tracking_code: extra.trackingCode ?? null } : {}),
      })
      .where('id', '=', orderId)
      .where('status', 'in', rule.from)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) throw new TransitionError('wrong_state');
    await trx
      .insertInto('order_events')
      .values({
        order_id: orderId,
        status: rule.to,
        actor_id: actorId,
        note: extra.note ?? (action === 'ship' ? (extra.trackingCode ?? null) : null),
        created_at: at,
      })
      .execute();

    if (action === 'cancel') await returnOrderBooks(trx, order.seller_id, orderId, at);
    if (action === 'confirmDelivery') await refreshSellerRating(trx, order.seller_id);
    return rule.to;
  });
}

/** Recomputes the seller's summary from the rows, so it is exact whatever happened before. */
/**
 * A cancelled order's books go back on sale (docs/product/orders.md#cancelling), unless their seller is suspended
 * meanwhile: then they wait hidden with the rest of the seller's books for the reinstatement.
 * Their works lose the sales the order counted (docs/product/best-sellers.md#what-counts-as-a-sale).
 */
export async function returnOrderBooks(
  trx: Executor,
  sellerId: string,
  orderId: string,
  at: string,
): Promise<void> {
  const seller = await trx
    .selectFrom('users')
    .select('suspended_at')
    .where('id', '=', sellerId)
    .executeTakeFirstOrThrow();
  const bookIds = trx.selectFrom('order_items').select('book_id').where('order_id', '=', orderId);
  await trx
    .updateTable('books')
    .set({
      sales_count: sql`max(sales_count - 1, 0)`,
      updated_at: at,
      ...(seller.suspended_at
        ? { status: 'hidden', status_reason: SUSPENSION_BOOK_REASON, hidden_by_suspension: 1 }
        : { status: 'available' }),
    })
    .where('id', 'in', bookIds)
    .where('status', '=', 'sold')
    .execute();
  // Every item of the order was a sale of its work, whatever its book became since.
  const sold = await trx
    .selectFrom('order_items')
    .select('work_key')
    .where('order_id', '=', orderId)
    .execute();
  await recordWorkSales(
    trx,
    sold.map((i) => i.work_key),
    -1,
  );
}

export async function refreshSellerRating(db: Executor, sellerId: string): Promise<void> {
  const reviews = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.avg<number>('overall_rating').as('overall'),
      eb.fn.avg<number>('communication_rating').as('communication'),
      eb.fn.avg<number>('shipping_rating').as('shipping'),
      eb.fn.avg<number>('condition_rating').as('condition'),
    ])
    .where('seller_id', '=', sellerId)
    .executeTakeFirstOrThrow();
  const sales = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('seller_id', '=', sellerId)
    .where('status', '=', 'entregue')
    .executeTakeFirstOrThrow();
  const values = {
    total_reviews: Number(reviews.total),
    average_overall: Number(reviews.overall ?? 0),
    average_communication: Number(reviews.communication ?? 0),
    average_shipping: Number(reviews.shipping ?? 0),
    average_condition: Number(reviews.condition ?? 0),
    total_sales: Number(sales.n),
  };
  await db
    .insertInto('seller_ratings')
    .values({ seller_id: sellerId, ...values })
    .onConflict((oc) => oc.column('seller_id').doUpdateSet(values))
    .execute();
}

export class ReviewError extends Error {
  constructor(readonly kind: 'not_found' | 'not_delivered' | 'already_reviewed' | 'already_answered') {
    super(kind);
  }
}

export async function createReview(
  db: DB,
  buyerId: string,
  input: {
    orderId: string;
    overall: number;
    communication: number;
    shipping: number;
    condition: number;
    comment: string | null;
    isAnonymous: boolean;
  },
  now = new Date(),
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['seller_id', 'status'])
      .where('id', '=', input.orderId)
      .where('buyer_id', '=', buyerId)
      .executeTakeFirst();
    if (!order) throw new ReviewError('not_found');
    if (order.status !== 'entregue') throw new ReviewError('not_delivered');
    const id = randomUUID();
    const inserted = await trx
      .insertInto('reviews')
      .values({
        id,
        order_id: input.orderId,
        seller_id: order.seller_id,
        buyer_id: buyerId,
        is_anonymous: input.isAnonymous ? 1 : 0,
        overall_rating: input.overall,
        communication_rating: input.communication,
        shipping_rating: input.shipping,
        condition_rating: input.condition,
        comment: input.comment,
        response: null,
        response_at: null,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .executeTakeFirst();
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) throw new ReviewError('already_reviewed');
    await refreshSellerRating(trx, order.seller_id);
    return id;
  });
}

export async function respondToReview(
  db: Executor,
  sellerId: string,
  reviewId: string,
  response: string,
  now = new Date(),
) {
  const review = await db
    .selectFrom('reviews')
    .select(['seller_id', 'response'])
    .where('id', '=', reviewId)
    .executeTakeFirst();
  if (!review || review.seller_id !== sellerId) throw new ReviewError('not_found');
  const r = await db
    .updateTable('reviews')
    .set({ response, response_at: now.toISOString() })
    .where('id', '=', reviewId)
    .where('seller_id', '=', sellerId)
    .where('response', 'is', null)
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) throw new ReviewError('already_answered');
}
