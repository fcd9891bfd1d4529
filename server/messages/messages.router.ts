import type { Executor } from '../../db/client.ts';
import {
  blockInput,
  conversationInput,
  MESSAGE_BLOCKED,
  MESSAGE_RATE_LIMIT,
  MESSAGE_RATE_REFUSAL,
  MESSAGE_RATE_WINDOW_MS,
  MESSAGE_SELF,
  sendMessageInput,
  startConversationInput,
  threadInput,
} from '../../shared/schemas/messages.ts';
import { RuleError } from '../errors.ts';
import { block, blockedEitherWay, hasBlocked, unblock } from '../members/index.ts';
import {
  announce,
  createNotifier,
  messageNotice,
  notify,
  unreadNotificationCount,
} from '../notifications/index.ts';
import { messageAllowedFrom } from '../rate-limits/index.ts';
import { type MessageBusEvent, publishToUser, subscribeUserEvents } from '../realtime/index.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { listConversations } from './conversations.ts';
import {
  findBookOf,
  findConversationFor,
  findOrCreateConversation,
  findOrderParties,
  findPerson,
  insertMessage,
  type MessageRow,
  markRead,
  recentMessageCount,
  threadPage,
  unreadTotal,
} from './messages.ts';
import { conversationsOutput, messagesEventOutput, threadOutput } from './outputs.ts';

// Mensagens (docs/product/messages.md). Only the two participants of a conversation can read or write it:
// anyone else is told it does not exist. A block either way stops both from writing.

const procedure = protectedProcedure.meta({
  signIn: { title: 'Login necessário', description: 'Faça login para ver suas mensagens.' },
});

const conversationNotFound = () => new RuleError('NOT_FOUND', 'Conversa não encontrada.');
const cannotMessage = () => new RuleError('FORBIDDEN', MESSAGE_BLOCKED, { title: 'Mensagem não enviada' });

/** What a browser hears on `messages.events`: always about the signed-in user only. */
export type MessagesEvent =
  | { kind: 'snapshot'; unreadTotal: number }
  | {
      kind: 'message';
      conversationId: string;
      message: MessageRow;
      senderName: string;
      unreadTotal: number;
    }
  | { kind: 'read'; conversationId: string; unreadTotal: number }
  | { kind: 'block'; otherUserId: string }
  /** The bell's unread count after a new notification (docs/product/notifications.md#live). */
  | { kind: 'notifications'; unread: number };

/**
 * The body of a message whose live event left it out (server/realtime/messages.ts, publishToUser);
 * null if it is gone since. The newest message before `id + 1` is the message itself.
 */
async function bodyOf(db: Executor, conversationId: string, id: number): Promise<string | null> {
  const { messages } = await threadPage(db, conversationId, id + 1, 1);
  const found = messages[0];
  return found?.id === id ? found.body : null;
}

/** Whether the two may write to each other: neither blocked, the other not suspended. */
async function mayWrite(db: Executor, me: string, otherId: string): Promise<boolean> {
  const other = await findPerson(db, otherId);
  if (!other || other.suspendedAt) return false;
  return !(await blockedEitherWay(db, me, otherId));
}

export const messagesRouter = router({
  /** Finds or opens the conversation with another person, about a book, an order or nothing. */
  start: procedure.input(startConversationInput).mutation(async ({ ctx, input }) => {
    const me = ctx.user.id;
    let otherId = input.otherUserId;
    if (input.orderId) {
      const order = await findOrderParties(ctx.db, input.orderId, me);
      if (!order) throw new RuleError('NOT_FOUND', 'Pedido não encontrado.');
      const party = order.buyerId === me ? order.sellerId : order.buyerId;
      if (otherId !== undefined && otherId !== party)
        throw new RuleError('BAD_REQUEST', 'A conversa de um pedido é entre o comprador e o vendedor.');
      otherId = party;
    }
    if (otherId === undefined) throw new RuleError('BAD_REQUEST', 'Escolha com quem conversar.');
    if (otherId === me) throw new RuleError('BAD_REQUEST', MESSAGE_SELF, { title: 'Conversa indisponível' });
    const other = await findPerson(ctx.db, otherId);
    if (!other) throw new RuleError('NOT_FOUND', 'Usuário não encontrado.');
    if (!(await mayWrite(ctx.db, me, otherId))) throw cannotMessage();
    if (input.bookId && !(await findBookOf(ctx.db, input.bookId, [me, otherId])))
      throw new RuleError('NOT_FOUND', 'Livro não encontrado');
    const conversationId = await findOrCreateConversation(ctx.db, {
      me,
      other: otherId,
      bookId: input.bookId ?? null,
      orderId: input.orderId ?? null,
    });
    return { conversationId };
  }),

  /** The signed-in user's conversations, most recent first. */
  list: procedure.output(conversationsOutput).query(({ ctx }) => listConversations(ctx.db, ctx.user.id)),

  /** One conversation (who, about what, whether one may write) and a page of its messages. */
  thread: procedure
    .input(threadInput)
    .output(threadOutput)
    .query(async ({ ctx, input }) => {
      const me = ctx.user.id;
      const found = await findConversationFor(ctx.db, input.conversationId, me);
      if (!found) throw conversationNotFound();
      const [summary, page, canSend, blockedByMe] = await Promise.all([
        listConversations(ctx.db, me, { conversationId: found.id }),
        threadPage(ctx.db, found.id, input.cursor),
        mayWrite(ctx.db, me, found.otherId),
        hasBlocked(ctx.db, me, found.otherId),
      ]);
      const conversation = summary[0];
      if (!conversation) throw conversationNotFound();
      return { conversation, canSend, blockedByMe, ...page };
    }),

  send: procedure.input(sendMessageInput).mutation(async ({ ctx, input }) => {
    const me = ctx.user.id;
    const perSender = { max: MESSAGE_RATE_LIMIT, windowMs: MESSAGE_RATE_WINDOW_MS };
    if (!(await messageAllowedFrom(ctx.db, ctx.ip, perSender)))
      throw new RuleError('TOO_MANY_REQUESTS', MESSAGE_RATE_REFUSAL, { title: 'Calma aí' });
    const notifier = createNotifier(ctx.config);
    const message = await ctx.db.transaction().execute(async (trx) => {
      const found = await findConversationFor(trx, input.conversationId, me);
      if (!found) throw conversationNotFound();
      if (!(await mayWrite(trx, me, found.otherId))) throw cannotMessage();
      const now = new Date();
      const recent = await recentMessageCount(trx, me, new Date(now.getTime() - MESSAGE_RATE_WINDOW_MS));
      if (recent >= MESSAGE_RATE_LIMIT)
        throw new RuleError('TOO_MANY_REQUESTS', MESSAGE_RATE_REFUSAL, { title: 'Calma aí' });
      const row = await insertMessage(trx, found.id, me, input.body, now);
      await notify(trx, notifier, messageNotice(found.otherId, me, found.id, input.body), now);
      return { row, otherId: found.otherId };
    });
    // After the commit, so nobody hears of a message that could still roll back.
    const event: MessageBusEvent = {
      type: 'message',
      conversationId: input.conversationId,
      message: { ...message.row, senderName: ctx.user.name },
    };
    await publishToUser(ctx.db, message.otherId, event);
    await publishToUser(ctx.db, me, event);
    // The bell's count after the message itself, which already opened the conversation's toast.
    await announce(ctx.db, notifier);
    return message.row;
  }),

  /** Everything in the conversation is now read by the signed-in user. */
  markRead: procedure.input(conversationInput).mutation(async ({ ctx, input }) => {
    const me = ctx.user.id;
    const found = await findConversationFor(ctx.db, input.conversationId, me);
    if (!found) throw conversationNotFound();
    const changed = await markRead(ctx.db, found.id, me);
    if (changed) await publishToUser(ctx.db, me, { type: 'read', conversationId: found.id });
    return { unreadTotal: await unreadTotal(ctx.db, me) };
  }),

  /** After a block neither person can write to the other; earlier messages stay readable. */
  block: procedure.input(blockInput).mutation(async ({ ctx, input }) => {
    const me = ctx.user.id;
    if (input.userId === me) throw new RuleError('BAD_REQUEST', 'Você não pode bloquear você mesmo.');
    if (!(await findPerson(ctx.db, input.userId)))
      throw new RuleError('NOT_FOUND', 'Usuário não encontrado.');
    await block(ctx.db, me, input.userId);
    await publishToUser(ctx.db, me, { type: 'block', otherUserId: input.userId });
    await publishToUser(ctx.db, input.userId, { type: 'block', otherUserId: me });
    return { blocked: true };
  }),

  unblock: procedure.input(blockInput).mutation(async ({ ctx, input }) => {
    const me = ctx.user.id;
    await unblock(ctx.db, me, input.userId);
    await publishToUser(ctx.db, me, { type: 'block', otherUserId: input.userId });
    await publishToUser(ctx.db, input.userId, { type: 'block', otherUserId: me });
    return { blocked: false };
  }),

  /** Unread messages over all conversations: the badge on 'Mensagens'. */
  unreadCount: procedure.query(({ ctx }) => unreadTotal(ctx.db, ctx.user.id)),

  /**
   * The signed-in user's live feed over SSE: first the unread total, then each new message in
   * their conversations (with the new total) and each change of read state or block.
   */
  events: procedure.subscription(async function* ({ ctx, signal }) {
    const me = ctx.user.id;
    const subscription = subscribeUserEvents(ctx.db, me);
    try {
      await subscription.ready(signal);
      const snapshot: MessagesEvent = { kind: 'snapshot', unreadTotal: await unreadTotal(ctx.db, me) };
      yield snapshot;
      while (true) {
        const event = await subscription.next(signal);
        if (!event) return;
        let out: MessagesEvent;
        if (event === 'overflow') {
          out = { kind: 'snapshot', unreadTotal: await unreadTotal(ctx.db, me) };
        } else if (event.type === 'message') {
          const { senderName, ...sent } = event.message;
          const body = sent.body ?? (await bodyOf(ctx.db, event.conversationId, sent.id));
          if (body === null) continue;
          out = {
            kind: 'message',
            conversationId: event.conversationId,
            message: { ...sent, body },
            senderName,
            unreadTotal: await unreadTotal(ctx.db, me),
          };
        } else if (event.type === 'read') {
          out = {
            kind: 'read',
            conversationId: event.conversationId,
            unreadTotal: await unreadTotal(ctx.db, me),
          };
        } else if (event.type === 'notifications') {
          out = { kind: 'notifications', unread: await unreadNotificationCount(ctx.db, me) };
        } else {
          out = { kind: 'block', otherUserId: event.otherUserId };
        }
        // Each event names its fields, as `.output()` does for queries: what the bus carried
        // beside them stays on the server (docs/decisions/035-output-schemas.md).
        yield messagesEventOutput.parse(out);
      }
    } finally {
      subscription.close();
    }
  }),
});
