import { z } from 'zod';
import { ORDER_STATUSES } from '../../shared/order-status.ts';

// Conversations (docs/product/messages.md): of the other person, only their public profile.

const messageOutput = z.object({
  id: z.number(),
  senderId: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

const conversationOutput = z.object({
  id: z.string(),
  other: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    photoUrl: z.string().nullable(),
  }),
  book: z
    .object({
      id: z.string(),
      title: z.string(),
      author: z.string(),
      priceCents: z.number(),
      photo: z.string().nullable(),
      path: z.string(),
      status: z.string(),
    })
    .nullable(),
  order: z
    .object({
      id: z.string(),
      status: z.enum(ORDER_STATUSES),
      totalCents: z.number(),
      role: z.enum(['buyer', 'seller']),
    })
    .nullable(),
  lastMessage: z.object({ body: z.string(), senderId: z.string(), createdAt: z.string() }).nullable(),
  unreadCount: z.number(),
  updatedAt: z.string(),
});

export const conversationsOutput = z.array(conversationOutput);

export const threadOutput = z.object({
  conversation: conversationOutput,
  canSend: z.boolean(),
  blockedByMe: z.boolean(),
  messages: z.array(messageOutput),
  nextCursor: z.number().nullable(),
});

/**
 * One event of `messages.events`. tRPC's `.output()` would parse the subscription's stream as one
 * value, so the procedure parses each event with this before it goes out.
 */
export const messagesEventOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('snapshot'), unreadTotal: z.number() }),
  z.object({
    kind: z.literal('message'),
    conversationId: z.string(),
    message: messageOutput,
    senderName: z.string(),
    unreadTotal: z.number(),
  }),
  z.object({ kind: z.literal('read'), conversationId: z.string(), unreadTotal: z.number() }),
  z.object({ kind: z.literal('block'), otherUserId: z.string() }),
  z.object({ kind: z.literal('notifications'), unread: z.number() }),
]);
