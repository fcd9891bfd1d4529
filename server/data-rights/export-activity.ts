import type { Executor } from '../../db/client.ts';
import { ANONYMOUS_REVIEWER } from '../../shared/reviews.ts';

// What the member did on Releia, for their export (docs/product/data-rights.md#download). Other
// members appear only by the public name and username their pages already show: never their
// email, phone, CPF or address.

export async function exportBooks(db: Executor, userId: string) {
  const rows = await db
    .selectFrom('books')
    .select([
      'id',
      'title',
      'author',
      'publisher',
      'isbn',
      'condition',
      'price_cents as priceCents',
      'description',
      'year',
      'language',
      'location',
      'photos',
      'status',
      'created_at as createdAt',
      'updated_at as updatedAt',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ ...r, photos: JSON.parse(r.photos) as string[] }));
}

/** Likes, favourites, views and the cart: the books the member acted on. */
export async function exportBookActivity(db: Executor, userId: string) {
  const booksOf = (table: 'likes' | 'favourites' | 'views' | 'cart_items') =>
    db
      .selectFrom(table)
      .innerJoin('books', 'books.id', `${table}.book_id`)
      .select(['books.id as bookId', 'books.title', `${table}.created_at as at`])
      .where(`${table}.user_id`, '=', userId)
      .orderBy(`${table}.created_at`)
      .execute();
  return {
    likes: await booksOf('likes'),
    favourites: await booksOf('favourites'),
    views: await booksOf('views'),
    cart: await booksOf('cart_items'),
    // How each seller's parcel should come (docs/product/delivery.md#in-the-cart), by the store's public name.
    deliveryChoices: await db
      .selectFrom('cart_deliveries')
      .innerJoin('profiles', 'profiles.user_id', 'cart_deliveries.seller_id')
      .leftJoin('stores', 'stores.user_id', 'cart_deliveries.seller_id')
      .select((eb) => [
        eb.fn.coalesce('stores.store_name', 'profiles.name').as('seller'),
        'cart_deliveries.method',
        'cart_deliveries.updated_at as at',
      ])
      .where('cart_deliveries.user_id', '=', userId)
      .execute(),
  };
}

export async function exportFollows(db: Executor, userId: string) {
  const following = await db
    .selectFrom('follows')
    .innerJoin('profiles', 'profiles.user_id', 'follows.following_id')
    .select(['profiles.name', 'profiles.username', 'follows.created_at as since'])
    .where('follows.follower_id', '=', userId)
    .execute();
  const followers = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('following_id', '=', userId)
    .executeTakeFirstOrThrow();
  // Who follows the member is about those members: only their number.
  return { following, followersCount: Number(followers.n) };
}

/** Orders on both sides; the other party by name only, the address only when it is the member's own. */
export async function exportOrders(db: Executor, userId: string) {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('profiles as buyer', 'buyer.user_id', 'orders.buyer_id')
    .innerJoin('profiles as seller', 'seller.user_id', 'orders.seller_id')
    .select([
      'orders.id',
      'orders.buyer_id as buyerId',
      'orders.status',
      'orders.subtotal_cents as subtotalCents',
      'orders.shipping_cents as shippingCents',
      'orders.total_cents as totalCents',
      'orders.tracking_code as trackingCode',
      'orders.delivery_method as deliveryMethod',
      'orders.delivery_address as deliveryAddress',
      'orders.created_at as createdAt',
      'orders.updated_at as updatedAt',
      'buyer.name as buyerName',
      'seller.name as sellerName',
      'seller.username as sellerUsername',
    ])
    .where((eb) => eb.or([eb('orders.buyer_id', '=', userId), eb('orders.seller_id', '=', userId)]))
    .orderBy('orders.created_at')
    .execute();
  const items = await db
    .selectFrom('order_items')
    .select(['order_id as orderId', 'title', 'price_cents as priceCents', 'quantity'])
    .where('order_id', 'in', rows.length ? rows.map((r) => r.id) : [''])
    .execute();
  return rows.map(({ buyerId, deliveryAddress, buyerName, sellerName, sellerUsername, ...order }) => {
    const asBuyer = buyerId === userId;
    return {
      ...order,
      role: asBuyer ? 'comprador' : 'vendedor',
      otherParty: asBuyer ? { name: sellerName, username: sellerUsername } : { name: buyerName },
      ...(asBuyer ? { deliveryAddress: JSON.parse(deliveryAddress) as unknown } : {}),
      items: items.filter((i) => i.orderId === order.id).map(({ orderId: _, ...i }) => i),
    };
  });
}

/** Every message of the member's conversations; the other participant by name. */
export async function exportMessages(db: Executor, userId: string) {
  const rows = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .innerJoin('profiles as sender', 'sender.user_id', 'messages.sender_id')
    .select([
      'conversations.id as conversationId',
      'conversations.subject',
      'messages.sender_id as senderId',
      'sender.name as senderName',
      'messages.body',
      'messages.created_at as sentAt',
    ])
    .where((eb) => eb.or([eb('conversations.user_a', '=', userId), eb('conversations.user_b', '=', userId)]))
    .orderBy('messages.id')
    .execute();
  return rows.map(({ senderId, senderName, ...m }) => ({
    ...m,
    from: senderId === userId ? 'você' : senderName,
  }));
}

export async function exportReviews(db: Executor, userId: string) {
  const fields = [
    'reviews.order_id as orderId',
    'reviews.overall_rating as overall',
    'reviews.communication_rating as communication',
    'reviews.shipping_rating as shipping',
    'reviews.condition_rating as condition',
    'reviews.comment',
    'reviews.response',
    'reviews.is_anonymous as isAnonymous',
    'reviews.created_at as createdAt',
  ] as const;
  const written = await db
    .selectFrom('reviews')
    .innerJoin('profiles', 'profiles.user_id', 'reviews.seller_id')
    .select([...fields, 'profiles.name as sellerName'])
    .where('reviews.buyer_id', '=', userId)
    .execute();
  const received = await db
    .selectFrom('reviews')
    .innerJoin('profiles', 'profiles.user_id', 'reviews.buyer_id')
    .select([...fields, 'profiles.name as reviewerName'])
    .where('reviews.seller_id', '=', userId)
    // A review the double-blind window still hides is not the seller's yet (docs/product/reviews.md#double-blind).
    .where('reviews.visible_at', 'is not', null)
    .execute();
  const buyerFields = [
    'buyer_reviews.order_id as orderId',
    'buyer_reviews.rating',
    'buyer_reviews.comment',
    'buyer_reviews.created_at as createdAt',
  ] as const;
  const writtenOfBuyers = await db
    .selectFrom('buyer_reviews')
    .innerJoin('profiles', 'profiles.user_id', 'buyer_reviews.buyer_id')
    .select([...buyerFields, 'profiles.name as buyerName'])
    .where('buyer_reviews.seller_id', '=', userId)
    .execute();
  const receivedAsBuyer = await db
    .selectFrom('buyer_reviews')
    .innerJoin('profiles', 'profiles.user_id', 'buyer_reviews.seller_id')
    .select([...buyerFields, 'profiles.name as sellerName'])
    .where('buyer_reviews.buyer_id', '=', userId)
    .where('buyer_reviews.visible_at', 'is not', null)
    .execute();
  return {
    written: written.map((r) => ({ ...r, isAnonymous: r.isAnonymous === 1 })),
    // As the store page shows them: an anonymous review names nobody.
    received: received.map((r) => ({
      ...r,
      isAnonymous: r.isAnonymous === 1,
      reviewerName: r.isAnonymous === 1 ? ANONYMOUS_REVIEWER : r.reviewerName,
    })),
    // The sellers' reviews of the member as buyer, and the member's as seller of their buyers.
    writtenOfBuyers,
    receivedAsBuyer,
  };
}

export function exportReports(db: Executor, userId: string) {
  return db
    .selectFrom('reports')
    .select([
      'target_type as targetType',
      'target_id as targetId',
      'reason',
      'details',
      'status',
      'resolution_note as resolutionNote',
      'created_at as createdAt',
      'resolved_at as resolvedAt',
    ])
    .where('reporter_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
