import type { Executor } from '../../db/client.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { CONVERSATIONS_LIMIT } from '../../shared/schemas/messages.ts';
import { bookPath } from '../../shared/slug.ts';
import { firstPhoto } from '../catalog/index.ts';
import { type PublicPerson, unreadCounts } from './messages.ts';

// The conversations list (docs/product/messages.md): each conversation with the other person,
// its book or order, its last message and the unread count.

export interface ConversationBook {
  id: string;
  title: string;
  author: string;
  priceCents: number;
  photo: string | null;
  path: string;
  status: string;
}

export interface ConversationOrder {
  id: string;
  status: OrderStatus;
  totalCents: number;
  /** 'buyer' when the viewer bought, 'seller' when the viewer sold. */
  role: 'buyer' | 'seller';
}

export interface ConversationSummary {
  id: string;
  other: PublicPerson;
  book: ConversationBook | null;
  order: ConversationOrder | null;
  lastMessage: { body: string; senderId: string; createdAt: string } | null;
  unreadCount: number;
  /** Last activity: the last message, or the start for a conversation without messages. */
  updatedAt: string;
}
/**
 * Conversations of `userId`, most recent activity first: those with messages, plus those they
 * opened and have not written in yet (the other person does not see those until a message).
 */
export async function listConversations(
  db: Executor,
  userId: string,
  /** `conversationId`: that one conversation only, shown even before its first message. */
  opts: { conversationId?: string; limit?: number } = {},
): Promise<ConversationSummary[]> {
  const rows = await conversationRows(db, userId, opts);
  if (rows.length === 0) return [];
  const otherOf = (r: ConversationRow) => (r.user_a === userId ? r.user_b : r.user_a);
  const [people, books, orders, lastMessages, unread] = await Promise.all([
    db
      .selectFrom('profiles')
      .select(['user_id as id', 'name', 'username', 'photo_url as photoUrl'])
      .where('user_id', 'in', [...new Set(rows.map(otherOf))])
      .execute(),
    conversationBooks(db, distinct(rows.map((r) => r.book_id))),
    conversationOrders(db, distinct(rows.map((r) => r.order_id))),
    lastMessagesOf(
      db,
      rows.map((r) => r.id),
    ),
    unreadCounts(
      db,
      userId,
      rows.map((r) => r.id),
    ),
  ]);
  const personById = new Map(people.map((p) => [p.id, p]));
  const bookById = new Map(books.map((b) => [b.id, b]));
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const lastById = new Map(lastMessages.map((m) => [m.conversation_id, m]));
  return rows.map((r) => {
    const otherId = otherOf(r);
    const order = r.order_id ? orderById.get(r.order_id) : undefined;
    const last = lastById.get(r.id);
    return {
      id: r.id,
      other: personById.get(otherId) ?? { id: otherId, name: 'Usuário', username: null, photoUrl: null },
      book: conversationBook(r.book_id ? bookById.get(r.book_id) : undefined),
      order: order
        ? {
            id: order.id,
            status: order.status,
            totalCents: order.total_cents,
            role: order.buyer_id === userId ? 'buyer' : 'seller',
          }
        : null,
      lastMessage: last ? { body: last.body, senderId: last.sender_id, createdAt: last.created_at } : null,
      unreadCount: unread.get(r.id) ?? 0,
      updatedAt: r.last_message_at ?? r.created_at,
    };
  });
}

function conversationRows(db: Executor, userId: string, opts: { conversationId?: string; limit?: number }) {
  let query = db
    .selectFrom('conversations')
    .select(['id', 'user_a', 'user_b', 'book_id', 'order_id', 'created_at', 'last_message_at'])
    .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)]));
  if (opts.conversationId) query = query.where('id', '=', opts.conversationId);
  else
    query = query.where((eb) =>
      eb.or([eb('last_message_at', 'is not', null), eb('created_by', '=', userId)]),
    );
  return query
    .orderBy((eb) => eb.fn.coalesce('last_message_at', 'created_at'), 'desc')
    .orderBy('id')
    .limit(opts.limit ?? CONVERSATIONS_LIMIT)
    .execute();
}

type ConversationRow = Awaited<ReturnType<typeof conversationRows>>[number];

/** The ids present, once each. */
function distinct(ids: readonly (string | null)[]): string[] {
  return [...new Set(ids.flatMap((id) => (id ? [id] : [])))];
}

async function conversationBooks(db: Executor, bookIds: string[]) {
  if (bookIds.length === 0) return [];
  return db
    .selectFrom('books')
    .select(['id', 'title', 'author', 'price_cents', 'photos', 'status'])
    .where('id', 'in', bookIds)
    .execute();
}

function conversationBook(
  book: Awaited<ReturnType<typeof conversationBooks>>[number] | undefined,
): ConversationBook | null {
  if (!book) return null;
  return {
    id: book.id,
    title: book.title,
    author: book.author,
    priceCents: book.price_cents,
    photo: firstPhoto(book.photos),
    path: bookPath(book),
    status: book.status,
  };
}

async function conversationOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'total_cents', 'buyer_id'])
    .where('id', 'in', orderIds)
    .execute();
}

/** The newest message of each conversation. */
function lastMessagesOf(db: Executor, conversationIds: string[]) {
  return db
    .selectFrom('messages')
    .select(['conversation_id', 'body', 'sender_id', 'created_at'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('messages as m')
        .select((e) => e.fn.max('m.id').as('id'))
        .where('m.conversation_id', 'in', conversationIds)
        .groupBy('m.conversation_id'),
    )
    .execute();
}
