import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRouter } from '../../server/app-router.ts';
import { createContextInner, type SessionUser } from '../../server/context.ts';
import type { MessagesEvent } from '../../server/messages/messages.router.ts';
import { messageListenerCount } from '../../server/realtime/messages.ts';
import {
  MESSAGE_BLOCKED,
  MESSAGE_EMPTY,
  MESSAGE_RATE_LIMIT,
  MESSAGE_RATE_REFUSAL,
  MESSAGE_SELF,
  MESSAGE_TOO_LONG,
  THREAD_PAGE_SIZE,
} from '../../shared/schemas/messages.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

async function insertOrder(buyerId: string, sellerId: string) {
  const id = randomUUID();
  const at = new Date().toISOString();
  await t.db
    .insertInto('orders')
    .values({
      id,
      buyer_id: buyerId,
      seller_id: sellerId,
      subtotal_cents: 2990,
      shipping_cents: 1200,
      total_cents: 4190,
      tracking_code: null,
      delivery_address: '{}',
      created_at: at,
      updated_at: at,
      status_since: at,
    })
    .execute();
  return id;
}

/** A buyer, a seller with a book, and the buyer's conversation about it. */
async function arrange() {
  const buyer = await createUser(t.db, { name: 'Lia Leitora' });
  const seller = await createUser(t.db, { name: 'Sebo do Zé' });
  const book = await createBook(t.db, seller.id, { title: 'Dom Casmurro', author: 'Machado de Assis' });
  const { conversationId } = await callerFor(t, buyer).messages.start({
    otherUserId: seller.id,
    bookId: book,
  });
  return { buyer, seller, book, conversationId };
}

describe('messages.start', () => {
  it('finds the same conversation for the pair and book from either side, and another one per book', async () => {
    const { buyer, seller, book, conversationId } = await arrange();
    expect(await callerFor(t, buyer).messages.start({ otherUserId: seller.id, bookId: book })).toEqual({
      conversationId,
    });
    expect(await callerFor(t, seller).messages.start({ otherUserId: buyer.id, bookId: book })).toEqual({
      conversationId,
    });
    const general = await callerFor(t, buyer).messages.start({ otherUserId: seller.id });
    const generalAgain = await callerFor(t, seller).messages.start({ otherUserId: buyer.id });
    expect(general.conversationId).not.toBe(conversationId);
    expect(generalAgain).toEqual(general);
    const other = await createBook(t.db, seller.id);
    const third = await callerFor(t, buyer).messages.start({ otherUserId: seller.id, bookId: other });
    expect(new Set([conversationId, general.conversationId, third.conversationId]).size).toBe(3);
    expect(await t.db.selectFrom('conversations').select('id').execute()).toHaveLength(3);
  });

  it('starts one conversation under concurrent calls', async () => {
    const buyer = await createUser(t.db);
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        callerFor(t, i % 2 ? buyer : seller).messages.start({
          otherUserId: i % 2 ? seller.id : buyer.id,
          bookId: book,
        }),
      ),
    );
    expect(new Set(results.map((r) => r.conversationId)).size).toBe(1);
  });

  it('refuses a conversation with oneself', async () => {
    const me = await createUser(t.db);
    expect(await errorOf(callerFor(t, me).messages.start({ otherUserId: me.id }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: MESSAGE_SELF,
    });
  });

  it('refuses unknown people and books of someone else', async () => {
    const me = await createUser(t.db);
    const seller = await createUser(t.db);
    const stranger = await createUser(t.db);
    const strangersBook = await createBook(t.db, stranger.id);
    expect(await errorOf(callerFor(t, me).messages.start({ otherUserId: 'ninguem' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Usuário não encontrado.',
    });
    expect(
      await errorOf(callerFor(t, me).messages.start({ otherUserId: seller.id, bookId: strangersBook })),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Livro não encontrado' });
    expect(await errorOf(callerFor(t, me).messages.start({}))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('opens an order conversation only for its buyer and seller, with each other', async () => {
    const buyer = await createUser(t.db);
    const seller = await createUser(t.db);
    const third = await createUser(t.db);
    const orderId = await insertOrder(buyer.id, seller.id);
    const fromBuyer = await callerFor(t, buyer).messages.start({ orderId });
    expect(await callerFor(t, seller).messages.start({ orderId, otherUserId: buyer.id })).toEqual(fromBuyer);
    expect(await errorOf(callerFor(t, third).messages.start({ orderId }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Pedido não encontrado.',
    });
    expect(
      await errorOf(callerFor(t, buyer).messages.start({ orderId, otherUserId: third.id })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
    });
    const thread = await callerFor(t, seller).messages.thread({ conversationId: fromBuyer.conversationId });
    expect(thread.conversation.order).toMatchObject({ id: orderId, role: 'seller', totalCents: 4190 });
    expect(thread.conversation.other.id).toBe(buyer.id);
  });

  it('refuses when either has blocked the other', async () => {
    const ana = await createUser(t.db);
    const bia = await createUser(t.db);
    await callerFor(t, bia).messages.block({ userId: ana.id });
    for (const [me, other] of [
      [ana, bia],
      [bia, ana],
    ] as const) {
      expect(await errorOf(callerFor(t, me).messages.start({ otherUserId: other.id }))).toMatchObject({
        code: 'FORBIDDEN',
        message: MESSAGE_BLOCKED,
      });
    }
  });
});

describe('messages.send, list and thread', () => {
  it('delivers a message: the list shows it with the book and the unread count, reading clears it', async () => {
    const { buyer, seller, book, conversationId } = await arrange();
    // Before the first message, the seller does not see the conversation the buyer opened.
    expect(await callerFor(t, seller).messages.list()).toEqual([]);
    expect(await callerFor(t, buyer).messages.list()).toHaveLength(1);

    const sent = await callerFor(t, buyer).messages.send({
      conversationId,
      body: '  Ainda está disponível?  ',
    });
    expect(sent).toMatchObject({ senderId: buyer.id, body: 'Ainda está disponível?' });
    await callerFor(t, buyer).messages.send({ conversationId, body: 'Aceita R$ 20?' });

    const [item] = await callerFor(t, seller).messages.list();
    expect(item).toMatchObject({
      id: conversationId,
      other: { id: buyer.id, name: 'Lia Leitora' },
      book: { id: book, title: 'Dom Casmurro', priceCents: 2990 },
      lastMessage: { body: 'Aceita R$ 20?', senderId: buyer.id },
      unreadCount: 2,
    });
    expect(item?.book?.path).toMatch(/^\/livro\/dom-casmurro-machado-de-assis-/);
    expect(await callerFor(t, seller).messages.unreadCount()).toBe(2);
    // One's own messages are never unread.
    expect(await callerFor(t, buyer).messages.unreadCount()).toBe(0);

    expect(await callerFor(t, seller).messages.markRead({ conversationId })).toEqual({ unreadTotal: 0 });
    expect(await callerFor(t, seller).messages.unreadCount()).toBe(0);
    await callerFor(t, seller).messages.send({ conversationId, body: 'Está sim!' });
    expect(await callerFor(t, buyer).messages.unreadCount()).toBe(1);

    const thread = await callerFor(t, buyer).messages.thread({ conversationId });
    expect(thread.messages.map((m) => m.body)).toEqual([
      'Ainda está disponível?',
      'Aceita R$ 20?',
      'Está sim!',
    ]);
    expect(thread).toMatchObject({ canSend: true, blockedByMe: false, nextCursor: null });
    expect(thread.conversation.other).toMatchObject({ id: seller.id, name: 'Sebo do Zé' });
  });

  it('pages a long conversation from the newest back', async () => {
    const { buyer, conversationId } = await arrange();
    const rows = Array.from({ length: THREAD_PAGE_SIZE + 5 }, (_, i) => ({
      conversation_id: conversationId,
      sender_id: buyer.id,
      body: `m${i}`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    }));
    await t.db.insertInto('messages').values(rows).execute();
    const first = await callerFor(t, buyer).messages.thread({ conversationId });
    expect(first.messages).toHaveLength(THREAD_PAGE_SIZE);
    expect(first.messages.at(-1)?.body).toBe(`m${THREAD_PAGE_SIZE + 4}`);
    expect(first.nextCursor).not.toBeNull();
    const second = await callerFor(t, buyer).messages.thread({ conversationId, cursor: first.nextCursor });
    expect(second.messages.map((m) => m.body)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses empty and oversized messages with clear messages, storing nothing', async () => {
    const { buyer, conversationId } = await arrange();
    const caller = callerFor(t, buyer);
    for (const body of ['', '   \n  ']) {
      expect(await errorOf(caller.messages.send({ conversationId, body }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: MESSAGE_EMPTY,
      });
    }
    expect(await errorOf(caller.messages.send({ conversationId, body: 'a'.repeat(2001) }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: MESSAGE_TOO_LONG,
      fieldErrors: { body: MESSAGE_TOO_LONG },
    });
    expect(MESSAGE_TOO_LONG).toBe('A mensagem pode ter no máximo 2000 caracteres.');
    // Exactly 2000 is fine, and surrounding spaces do not count.
    await caller.messages.send({ conversationId, body: ` ${'a'.repeat(2000)} ` });
    const stored = await t.db.selectFrom('messages').select('body').execute();
    expect(stored.map((m) => m.body.length)).toEqual([2000]);
  });

  it('keeps the bodies as typed: markup is stored and returned as plain text', async () => {
    const { buyer, conversationId } = await arrange();
    const body = '<script>alert(1)</script> [x](javascript:alert(1))';
    await callerFor(t, buyer).messages.send({ conversationId, body });
    const thread = await callerFor(t, buyer).messages.thread({ conversationId });
    expect(thread.messages[0]?.body).toBe(body);
  });

  it('limits a sender to 10 messages per 30 seconds with a clear message', async () => {
    const { buyer, seller, conversationId } = await arrange();
    const caller = callerFor(t, buyer);
    for (let i = 0; i < MESSAGE_RATE_LIMIT; i++)
      await caller.messages.send({ conversationId, body: `oi ${i}` });
    expect(await errorOf(caller.messages.send({ conversationId, body: 'mais uma' }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: MESSAGE_RATE_REFUSAL,
    });
    // The limit is per sender: the other person can still answer.
    await callerFor(t, seller).messages.send({ conversationId, body: 'calma!' });
    // Once the burst is older than the window, the sender may write again.
    const old = new Date(Date.now() - 31_000).toISOString();
    await t.db.updateTable('messages').set({ created_at: old }).where('sender_id', '=', buyer.id).execute();
    await caller.messages.send({ conversationId, body: 'pronto' });
    expect(await t.db.selectFrom('messages').select('id').execute()).toHaveLength(MESSAGE_RATE_LIMIT + 2);
  });
});

describe('only the two participants', () => {
  it('a third user can neither read nor write the conversation, nor learn it exists', async () => {
    const { conversationId, buyer } = await arrange();
    await callerFor(t, buyer).messages.send({ conversationId, body: 'Olá' });
    const intruder = callerFor(t, await createUser(t.db));
    // Each call starts when its turn comes: started together, a later one could reject before the
    // loop awaits it, an unhandled rejection (a full CI run on PostgreSQL failed on markRead's).
    for (const attempt of [
      () => intruder.messages.thread({ conversationId }),
      () => intruder.messages.send({ conversationId, body: 'Oi, posso entrar?' }),
      () => intruder.messages.markRead({ conversationId }),
    ]) {
      expect(await errorOf(attempt())).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Conversa não encontrada.',
      });
    }
    expect(await intruder.messages.list()).toEqual([]);
    expect(await intruder.messages.unreadCount()).toBe(0);
    const stored = await t.db.selectFrom('messages').select('body').execute();
    expect(stored.map((m) => m.body)).toEqual(['Olá']);
    // A made-up id answers the same as someone else's.
    expect(await errorOf(intruder.messages.thread({ conversationId: randomUUID() }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('blocks', () => {
  it('after a block neither can write; history stays readable; unblocking lets them write again', async () => {
    const { buyer, seller, conversationId } = await arrange();
    await callerFor(t, buyer).messages.send({ conversationId, body: 'Oi' });
    await callerFor(t, seller).messages.block({ userId: buyer.id });

    for (const who of [buyer, seller]) {
      expect(await errorOf(callerFor(t, who).messages.send({ conversationId, body: 'ei' }))).toMatchObject({
        code: 'FORBIDDEN',
        message: MESSAGE_BLOCKED,
      });
    }
    const buyerView = await callerFor(t, buyer).messages.thread({ conversationId });
    expect(buyerView).toMatchObject({ canSend: false, blockedByMe: false });
    expect(buyerView.messages.map((m) => m.body)).toEqual(['Oi']);
    expect(await callerFor(t, seller).messages.thread({ conversationId })).toMatchObject({
      canSend: false,
      blockedByMe: true,
    });
    // Only the blocker can lift it.
    await callerFor(t, buyer).messages.unblock({ userId: seller.id });
    expect(await errorOf(callerFor(t, buyer).messages.send({ conversationId, body: 'ei' }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    await callerFor(t, seller).messages.unblock({ userId: buyer.id });
    await callerFor(t, buyer).messages.send({ conversationId, body: 'De novo' });
  });

  it('refuses blocking oneself and unknown people; a repeat is harmless', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    expect(await errorOf(callerFor(t, me).messages.block({ userId: me.id }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await errorOf(callerFor(t, me).messages.block({ userId: 'ninguem' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    await callerFor(t, me).messages.block({ userId: other.id });
    await callerFor(t, me).messages.block({ userId: other.id });
    expect(await t.db.selectFrom('blocks').selectAll().execute()).toHaveLength(1);
  });

  it('nobody can write to a suspended account', async () => {
    const { buyer, seller, conversationId } = await arrange();
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', seller.id)
      .execute();
    expect(await errorOf(callerFor(t, buyer).messages.send({ conversationId, body: 'Oi' }))).toMatchObject({
      code: 'FORBIDDEN',
      message: MESSAGE_BLOCKED,
    });
  });
});

describe('messages.events', () => {
  function subscriberFor(user: SessionUser, controller: AbortController) {
    return appRouter.createCaller(createContextInner({ db: t.db, config: t.config, user }), {
      signal: controller.signal,
    });
  }

  it('tells each participant of new messages and their own reads, and nobody else', async () => {
    const { buyer, seller, conversationId } = await arrange();
    const outsider = await createUser(t.db);
    const sellerCtl = new AbortController();
    const outsiderCtl = new AbortController();
    const sellerEvents = (await subscriberFor(seller, sellerCtl).messages.events())[Symbol.asyncIterator]();
    const outsiderEvents = (await subscriberFor(outsider, outsiderCtl).messages.events())[
      Symbol.asyncIterator
    ]();
    expect((await sellerEvents.next()).value).toEqual({
      kind: 'snapshot',
      unreadTotal: 0,
    } satisfies MessagesEvent);
    expect((await outsiderEvents.next()).value).toEqual({ kind: 'snapshot', unreadTotal: 0 });

    const sent = await callerFor(t, buyer).messages.send({ conversationId, body: 'Tem marcações?' });
    expect((await sellerEvents.next()).value).toEqual({
      kind: 'message',
      conversationId,
      message: sent,
      senderName: 'Lia Leitora',
      unreadTotal: 1,
    } satisfies MessagesEvent);
    // Then the bell's count: the message is also a notification (docs/product/notifications.md#live).
    expect((await sellerEvents.next()).value).toEqual({ kind: 'notifications', unread: 1 });

    await callerFor(t, seller).messages.markRead({ conversationId });
    expect((await sellerEvents.next()).value).toEqual({ kind: 'read', conversationId, unreadTotal: 0 });

    // The outsider heard nothing: the next thing it gets is the end of its stream.
    expect(messageListenerCount(t.db, outsider.id)).toBe(1);
    outsiderCtl.abort();
    expect((await outsiderEvents.next()).done).toBe(true);
    expect(messageListenerCount(t.db, outsider.id)).toBe(0);

    sellerCtl.abort();
    expect((await sellerEvents.next()).done).toBe(true);
    expect(messageListenerCount(t.db, seller.id)).toBe(0);
  });
});
