import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { THREAD_PAGE_SIZE } from '../../shared/schemas/messages.ts';
import { page } from '../sql/index.ts';

// Conversations, messages and read positions (docs/product/messages.md); the list is in
// conversation-list.ts, blocks in blocks.ts. Every read here is scoped to
// a participant: a conversation someone is not part of does not exist for them.

/** A pair in the order the table stores it (user_a < user_b). */
export function canonicalPair(x: string, y: string): { user_a: string; user_b: string } {
  return x < y ? { user_a: x, user_b: y } : { user_a: y, user_b: x };
}

export interface PublicPerson {
  id: string;
  name: string;
  username: string | null;
  photoUrl: string | null;
}

/** Someone one can talk to: exists and is not suspended. */
export async function findPerson(db: Executor, userId: string) {
  return (
    db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'users.id',
        'users.suspended_at as suspendedAt',
        'profiles.name',
        'profiles.username',
        'profiles.photo_url as photoUrl',
      ])
      .where('users.id', '=', userId)
      // A deleted account reads its old messages no more: nobody writes to it (docs/product/data-rights.md#what-is-kept-after-deletion).
      .where('users.deleted_at', 'is', null)
      .executeTakeFirst()
  );
}

/** The book, when it belongs to one of `userIds`. */
export async function findBookOf(db: Executor, bookId: string, userIds: string[]) {
  return db
    .selectFrom('books')
    .select(['id', 'user_id as ownerId', 'status'])
    .where('id', '=', bookId)
    .where('user_id', 'in', userIds)
    .executeTakeFirst();
}

/** The order's two parties, when `userId` is one of them. */
export async function findOrderParties(db: Executor, orderId: string, userId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'buyer_id as buyerId', 'seller_id as sellerId'])
    .where('id', '=', orderId)
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .executeTakeFirst();
}

/**
 * The conversation of `me` and `other` about `bookId`, `orderId` or nothing, created when it
 * does not exist yet. Safe under concurrent calls: the unique index picks one row.
 */
export async function findOrCreateConversation(
  db: Executor,
  opts: { me: string; other: string; bookId?: string | null; orderId?: string | null },
  now = new Date(),
): Promise<string> {
  const pair = canonicalPair(opts.me, opts.other);
  const subject = opts.bookId ? `book:${opts.bookId}` : opts.orderId ? `order:${opts.orderId}` : 'general';
  await db
    .insertInto('conversations')
    .values({
      id: randomUUID(),
      ...pair,
      subject,
      book_id: opts.bookId ?? null,
      order_id: opts.orderId ?? null,
      created_by: opts.me,
      created_at: now.toISOString(),
      last_message_at: null,
    })
    .onConflict((oc) => oc.columns(['user_a', 'user_b', 'subject']).doNothing())
    .execute();
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('user_a', '=', pair.user_a)
    .where('user_b', '=', pair.user_b)
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The conversation with its other participant's id, for a participant only; null otherwise. */
export async function findConversationFor(db: Executor, conversationId: string, userId: string) {
  const row = await db
    .selectFrom('conversations')
    .select(['id', 'user_a', 'user_b', 'book_id', 'order_id', 'created_by', 'last_message_at'])
    .where('id', '=', conversationId)
    .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)]))
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, otherId: row.user_a === userId ? row.user_b : row.user_a };
}

/** Messages from the other participant after `userId`'s read position, per conversation. */
export async function unreadCounts(
  db: Executor,
  userId: string,
  conversationIds?: string[],
): Promise<Map<string, number>> {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('conversation_reads as r', (join) =>
      join.onRef('r.conversation_id', '=', 'm.conversation_id').on('r.user_id', '=', userId),
    )
    .select((eb) => ['m.conversation_id', eb.fn.countAll<number>().as('n')])
    .where((eb) => eb.or([eb('c.user_a', '=', userId), eb('c.user_b', '=', userId)]))
    .where('m.sender_id', '<>', userId)
    .where((eb) => eb('m.id', '>', eb.fn.coalesce('r.last_read_message_id', eb.lit(0))))
    .groupBy('m.conversation_id');
  if (conversationIds) query = query.where('m.conversation_id', 'in', conversationIds);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.conversation_id, Number(r.n)]));
}

/** Unread messages over all of `userId`'s conversations: the header badge. */
export async function unreadTotal(db: Executor, userId: string): Promise<number> {
  let total = 0;
  for (const n of (await unreadCounts(db, userId)).values()) total += n;
  return total;
}

export interface MessageRow {
  id: number;
  senderId: string;
  body: string;
  createdAt: string;
}

/**
 * One page of a conversation, oldest first within the page: the newest messages, or those
 * before `cursor` (a message id). `nextCursor` is the id to ask for older ones with.
 */
export async function threadPage(
  db: Executor,
  conversationId: string,
  cursor?: number | null,
  limit = THREAD_PAGE_SIZE,
): Promise<{ messages: MessageRow[]; nextCursor: number | null }> {
  let query = db
    .selectFrom('messages')
    .select(['id', 'sender_id as senderId', 'body', 'created_at as createdAt'])
    .where('conversation_id', '=', conversationId);
  if (cursor) query = query.where('id', '<', cursor);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const { items, nextCursor } = page(rows, limit, (oldest) => oldest.id);
  return { messages: items.reverse(), nextCursor };
}

/** Messages `senderId` sent since `since`: the flood limit's count. */
export async function recentMessageCount(db: Executor, senderId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sender_id', '=', senderId)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Stores a message and moves the conversation's activity time. The sender has seen everything
 * up to their own message, so their read position moves with it.
 */
export async function insertMessage(
  db: Executor,
  conversationId: string,
  senderId: string,
  body: string,
  now = new Date(),
): Promise<MessageRow> {
  const createdAt = now.toISOString();
  const row = await db
    .insertInto('messages')
    .values({ conversation_id: conversationId, sender_id: senderId, body, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('conversations')
    .set({ last_message_at: createdAt })
    .where('id', '=', conversationId)
    .execute();
  await setReadPosition(db, conversationId, senderId, row.id, now);
  return { id: row.id, senderId, body, createdAt };
}

async function setReadPosition(
  db: Executor,
  conversationId: string,
  userId: string,
  messageId: number,
  now: Date,
) {
  await db
    .insertInto('conversation_reads')
    .values({
      conversation_id: conversationId,
      user_id: userId,
      last_read_message_id: messageId,
      last_read_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['conversation_id', 'user_id']).doUpdateSet((eb) => ({
        // Never backwards: a late request must not make read messages unread again.
        // (CASE, not max(a, b): PostgreSQL spells the two-argument max GREATEST.)
        last_read_message_id: eb
          .case()
          .when('excluded.last_read_message_id', '>', eb.ref('conversation_reads.last_read_message_id'))
          .then(eb.ref('excluded.last_read_message_id'))
          .else(eb.ref('conversation_reads.last_read_message_id'))
          .end(),
        last_read_at: eb.ref('excluded.last_read_at'),
      })),
    )
    .execute();
}

/** Marks every message of the conversation as read by `userId`; whether anything changed. */
export async function markRead(db: Executor, conversationId: string, userId: string, now = new Date()) {
  const before = (await unreadCounts(db, userId, [conversationId])).get(conversationId) ?? 0;
  const last = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  if (last?.id) await setReadPosition(db, conversationId, userId, Number(last.id), now);
  return before > 0;
}
