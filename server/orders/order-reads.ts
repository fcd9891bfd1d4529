import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { groupConcat } from '../../db/dialect.ts';
import { nextDeadline } from '../../shared/order-next-step.ts';
import { REFUND_CANCEL_NOTE } from '../../shared/problems.ts';
import { reviewWindowClosed } from '../../shared/reviews.ts';
import { firstPhoto, openStoreName, sellerLabel } from '../catalog/index.ts';
import { orderActions } from './actions.ts';
import type { DeliveryAddress } from './checkout.ts';
import { problemOpen } from './deadlines.ts';
import { orderPix } from './pix-answer.ts';

// What each party sees of their orders (docs/product/orders.md); checkout.ts makes them,
// transitions.ts and handover.ts move them along.

/** An order's titles in one line, ' · ' between them. */
const joinedTitles = (db: Executor) => groupConcat(db, sql.ref('title'), ' · ');

export async function listOrders(db: Executor, userId: string, role: 'compras' | 'vendas') {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('profiles as buyer', 'buyer.user_id', 'orders.buyer_id')
    .innerJoin('profiles as seller', 'seller.user_id', 'orders.seller_id')
    .leftJoin('stores', 'stores.user_id', 'orders.seller_id')
    .select((eb) => [
      'orders.id',
      'orders.status',
      'orders.total_cents as totalCents',
      'orders.created_at as createdAt',
      'orders.updated_at as updatedAt',
      // What the row's deadline is counted from (docs/product/orders.md#deadlines).
      'orders.status_since as statusSince',
      'orders.delivery_method as deliveryMethod',
      'orders.payment_reported_at as paymentReportedAt',
      'orders.handover_buyer_at as handoverBuyerAt',
      'orders.handover_seller_at as handoverSellerAt',
      problemOpen(eb).as('problemOpen'),
      eb
        .exists(
          eb
            .selectFrom('order_events')
            .select('order_events.id')
            .whereRef('order_events.order_id', '=', 'orders.id')
            .where('order_events.status', '=', 'cancelado')
            .where('order_events.note', '=', REFUND_CANCEL_NOTE),
        )
        .as('refunded'),
      'buyer.name as buyerName',
      sellerLabel('stores', 'seller').as('sellerName'),
      'seller.username as sellerUsername',
      eb
        .selectFrom('order_items')
        .select(joinedTitles(db).as('t'))
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
  const now = new Date();
  return rows.map(
    ({
      statusSince,
      deliveryMethod,
      paymentReportedAt,
      handoverBuyerAt,
      handoverSellerAt,
      problemOpen: held,
      refunded,
      ...r
    }) => {
      const state = {
        status: r.status,
        statusSince,
        deliveryMethod,
        paymentReportedAt,
        handoverBuyerAt,
        handoverSellerAt,
      };
      // SQLite answers EXISTS as 0/1, PostgreSQL as a boolean.
      const next = nextDeadline({ ...state, problemOpen: Boolean(held) }, now);
      return {
        ...r,
        titles: r.titles ?? '',
        itemCount: r.itemCount ?? 0,
        deliveryMethod,
        deadline: next ? { key: next.key, at: next.at } : null,
        refunded: Boolean(refunded),
      };
    },
  );
}

/** An order as one of its two parties sees it; null for anyone else. */
export async function findOrderForParty(db: Executor, orderId: string, userId: string) {
  const order = await orderWithParties(db, orderId, userId);
  if (!order) return null;
  const [items, events, written] = await Promise.all([
    orderItems(db, orderId),
    db
      .selectFrom('order_events')
      .select(['status', 'note', 'created_at as createdAt', 'actor_id as actorId'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    orderReview(db, orderId),
  ]);
  const role = order.buyerId === userId ? ('buyer' as const) : ('seller' as const);
  // Double-blind (docs/product/reviews.md#double-blind): the seller reads the buyer's review once revealed.
  const review = written && (role === 'buyer' || written.visibleAt !== null) ? written : undefined;
  const delivery = JSON.parse(order.deliveryAddress) as DeliveryAddress;
  return {
    id: order.id,
    status: order.status,
    role,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    trackingCode: order.trackingCode,
    paymentReportedAt: order.paymentReportedAt,
    statusSince: order.statusSince,
    // docs/product/delivery.md#handing-over-in-person: where they meet and who confirmed it.
    deliveryMethod: order.deliveryMethod,
    pickup:
      order.deliveryMethod === 'retirada'
        ? {
            place:
              order.pickupCity && order.pickupState
                ? { city: order.pickupCity, state: order.pickupState }
                : null,
            buyerConfirmedAt: order.handoverBuyerAt,
            sellerConfirmedAt: order.handoverSellerAt,
          }
        : null,
    ...orderPix(order, role),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    items: items.map(({ photos, ...i }) => ({ ...i, photo: firstPhoto(photos) })),
    events,
    review: review ? { ...publicReview(review), isAnonymous: review.isAnonymous === 1 } : null,
    // What this reader may do now, from the rules the mutations check (actions.ts).
    actions: orderActions(
      { ...order, review: review ? { answered: review.response !== null } : null },
      role,
    ).filter((action) => action !== 'review' || !reviewWindowClosed(order.statusSince)),
    // The seller needs the delivery address; the buyer needs the seller's contact to arrange
    // payment (no payment processor: docs/product/checkout.md#payment). Each sees the other's name.
    buyer: {
      id: order.buyerId,
      name: order.buyerName,
      // A deleted account keeps no contact (docs/product/data-rights.md#what-is-kept-after-deletion).
      ...(role === 'seller'
        ? { email: order.buyerDeleted ? null : order.buyerEmail, phone: order.buyerPhone }
        : {}),
    },
    // Named as everywhere else (docs/product/glossary.md#naming-the-seller); the member's own name
    // too, for the buyer arranging payment with a person.
    seller: {
      id: order.sellerId,
      name: order.sellerStoreName ?? order.sellerName,
      memberName: order.sellerName,
      username: order.sellerUsername,
      ...(role === 'buyer'
        ? { email: order.sellerDeleted ? null : order.sellerEmail, phone: order.sellerPhone }
        : {}),
    },
    delivery: role === 'seller' ? delivery : { ...delivery },
  };
}

/** The order row with both parties' names and contacts, when `userId` is one of them. */
function orderWithParties(db: Executor, orderId: string, userId: string) {
  return db
    .selectFrom('orders')
    .innerJoin('users as bu', 'bu.id', 'orders.buyer_id')
    .innerJoin('profiles as buyer', 'buyer.user_id', 'orders.buyer_id')
    .innerJoin('users as su', 'su.id', 'orders.seller_id')
    .innerJoin('profiles as seller', 'seller.user_id', 'orders.seller_id')
    .leftJoin('stores', 'stores.user_id', 'orders.seller_id')
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
      'bu.deleted_at as buyerDeleted',
      'buyer.phone as buyerPhone',
      'seller.name as sellerName',
      openStoreName('stores').as('sellerStoreName'),
      'seller.username as sellerUsername',
      'su.email as sellerEmail',
      'su.deleted_at as sellerDeleted',
      'seller.phone as sellerPhone',
      'orders.payment_reported_at as paymentReportedAt',
      'orders.status_since as statusSince',
      'orders.delivery_method as deliveryMethod',
      'orders.pickup_city as pickupCity',
      'orders.pickup_state as pickupState',
      'orders.handover_buyer_at as handoverBuyerAt',
      'orders.handover_seller_at as handoverSellerAt',
      'stores.pix_key_type as pixKeyType',
      'stores.pix_key as pixKey',
      'stores.pix_name as pixName',
      'stores.pix_city as pixCity',
    ])
    .where('orders.id', '=', orderId)
    .where((eb) => eb.or([eb('orders.buyer_id', '=', userId), eb('orders.seller_id', '=', userId)]))
    .executeTakeFirst();
}

/** The order's items, with the photos and author of their books when the books still exist. */
function orderItems(db: Executor, orderId: string) {
  return db
    .selectFrom('order_items')
    .leftJoin('books', 'books.id', 'order_items.book_id')
    .select([
      'order_items.id',
      'order_items.book_id as bookId',
      'order_items.title',
      'order_items.price_cents as priceCents',
      // The asking price when an accepted offer set the price (docs/product/offers.md#the-agreed-price).
      'order_items.asking_cents as askingCents',
      'order_items.quantity',
      'books.photos',
      'books.author',
    ])
    .where('order_items.order_id', '=', orderId)
    .execute();
}

/** The review without when it was revealed: reviews.forOrder tells the parties that. */
function publicReview<T extends { visibleAt: string | null }>({ visibleAt: _, ...review }: T) {
  return review;
}

function orderReview(db: Executor, orderId: string) {
  return db
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
      'visible_at as visibleAt',
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}
