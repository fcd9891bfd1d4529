import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRouter } from '../../server/app-router.ts';
import type { SessionUser } from '../../server/context.ts';
import { createContextInner } from '../../server/context.ts';
import { notify } from '../../server/notifications/notices.ts';
import { createNotifier } from '../../server/notifications/notifier.ts';
import { orderNumber } from '../../shared/order-number.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createOrder, createUser, VALID_ADDRESS } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// Each event writes its notification in its own transaction (docs/product/notifications.md#events,
// docs/decisions/030-notifications.md#rows-in-the-events-transaction), for the other party only.

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => {
  t = await createTestDb();
  seller = await createUser(t.db, { name: 'Sebo do Zé' });
  buyer = await createUser(t.db, { name: 'Lia Leitora' });
});
afterEach(() => t.close());

const lines = async (user: SessionUser) =>
  (await callerFor(t, user).notifications.list({})).items.map((n) => [n.kind, n.text, n.path]);

async function buy(...titles: string[]) {
  const caller = callerFor(t, buyer);
  for (const title of titles) await caller.cart.add({ bookId: await createBook(t.db, seller.id, { title }) });
  const { orderIds } = await caller.orders.checkout({ delivery: VALID_ADDRESS });
  const id = orderIds[0];
  if (!id) throw new Error('nenhum pedido');
  return id;
}

describe('a sale and the order\u2019s steps', () => {
  it('tells the seller of the sale and each party of the other\u2019s steps', async () => {
    const id = await buy('Dom Casmurro', 'Iracema');
    expect(await lines(seller)).toEqual([
      ['sale', 'Lia Leitora comprou Dom Casmurro e mais 1 livro', `/pedidos/${id}`],
    ]);
    expect(await lines(buyer)).toEqual([]);
    await callerFor(t, buyer).orders.reportPayment({ id });
    await callerFor(t, seller).orders.confirmPayment({ id });
    await callerFor(t, seller).orders.ship({ id, trackingCode: 'BR123456785BR' });
    await callerFor(t, buyer).orders.confirmDelivery({ id });
    expect((await lines(buyer)).map(([, text]) => text)).toEqual([
      'Pedido de Dom Casmurro e mais 1 livro: Enviado',
      'Pedido de Dom Casmurro e mais 1 livro: Pago',
    ]);
    expect((await lines(seller)).map(([, text]) => text).slice(0, 2)).toEqual([
      'Pedido de Dom Casmurro e mais 1 livro: Entregue',
      // 'Já paguei' names the seller's new deadline (docs/product/orders.md#deadlines).
      expect.stringMatching(
        /^Pedido de Dom Casmurro e mais 1 livro: Comprador informou o pagamento via Pix\. Confirme o pagamento até \d\d\/\d\d, ou o pedido será cancelado$/,
      ),
    ]);
  });

  it('writes nothing for a checkout or a step that fails', async () => {
    const book = await createBook(t.db, seller.id, { title: 'Vendido' });
    await callerFor(t, buyer).cart.add({ bookId: book });
    await t.db.updateTable('books').set({ status: 'sold' }).where('id', '=', book).execute();
    expect(await errorOf(callerFor(t, buyer).orders.checkout({ delivery: VALID_ADDRESS }))).toMatchObject({
      code: 'CONFLICT',
    });
    const { orderId } = await createOrder(t.db, {
      buyerId: buyer.id,
      sellerId: seller.id,
      status: 'enviado',
    });
    expect(await errorOf(callerFor(t, seller).orders.confirmPayment({ id: orderId }))).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await t.db.selectFrom('notifications').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('rolls the row and its mail back with the transaction that wrote them', async () => {
    const notice = { userId: seller.id, kind: 'sale', actorId: buyer.id, subjectPath: '/pedidos/x' } as const;
    const failed = t.db.transaction().execute(async (trx) => {
      await notify(trx, createNotifier(t.config), notice);
      throw new Error('falhou depois');
    });
    await expect(failed).rejects.toThrow('falhou depois');
    expect(await t.db.selectFrom('notifications').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('tells the other party of a handover in person', async () => {
    const { orderId } = await createOrder(t.db, {
      buyerId: buyer.id,
      sellerId: seller.id,
      status: 'pago',
      pickup: true,
    });
    await callerFor(t, seller).orders.confirmHandover({ id: orderId });
    await callerFor(t, buyer).orders.confirmHandover({ id: orderId });
    expect((await lines(buyer)).map(([, text]) => text)).toEqual([
      'Pedido de Livro vendido: Vendedor confirmou que entregou os livros em mãos',
    ]);
    expect((await lines(seller)).map(([, text]) => text)).toEqual(['Pedido de Livro vendido: Entregue']);
  });
});

describe('messages, follows and reviews', () => {
  it('tells the other participant of a new message, not the sender', async () => {
    const { conversationId } = await callerFor(t, buyer).messages.start({ otherUserId: seller.id });
    await callerFor(t, buyer).messages.send({ conversationId, body: 'Ainda tem?' });
    expect(await lines(seller)).toEqual([
      ['message', 'Nova mensagem de Lia Leitora', `/chats/${conversationId}`],
    ]);
    expect(await lines(buyer)).toEqual([]);
  });

  it('tells of a new follower once, not of a repeat', async () => {
    await callerFor(t, buyer).follows.follow({ userId: seller.id });
    await callerFor(t, buyer).follows.follow({ userId: seller.id });
    await callerFor(t, buyer).follows.follow({ userId: buyer.id });
    expect(await lines(seller)).toEqual([
      ['follower', 'Lia Leitora começou a seguir você', `/livraria/${buyer.username}`],
    ]);
    expect(await lines(buyer)).toEqual([]);
  });

  it('tells the seller of a review (without the name when anonymous) and the buyer of the reply', async () => {
    const { orderId } = await createOrder(t.db, {
      buyerId: buyer.id,
      sellerId: seller.id,
      status: 'entregue',
    });
    const ratings = {
      overall: 4,
      communication: 4,
      shipping: 4,
      condition: 4,
      comment: 'Bom',
      isAnonymous: true,
    };
    const { id } = await callerFor(t, buyer).reviews.create({ orderId, ...ratings });
    expect(await lines(seller)).toEqual([
      ['review_received', 'Alguém avaliou seu pedido de Livro vendido', `/pedidos/${orderId}`],
    ]);
    // The seller's review of the buyer reveals both (docs/product/reviews.md#double-blind): both told.
    await callerFor(t, seller).reviews.reviewBuyer({ orderId, rating: 5 });
    const revealed = [
      'reviews_revealed',
      `As avaliações do pedido ${orderNumber(orderId)} foram reveladas`,
      `/pedidos/${orderId}`,
    ];
    expect((await lines(seller))[0]).toEqual(revealed);
    await callerFor(t, seller).reviews.respond({ reviewId: id, response: 'Obrigado!' });
    expect(await lines(buyer)).toEqual([
      ['review_reply', 'Sebo do Zé respondeu à sua avaliação', `/pedidos/${orderId}`],
      revealed,
    ]);
  });
});

describe('the live push', () => {
  it('reaches the member\u2019s live feed after the commit with the new unread count', async () => {
    const controller = new AbortController();
    const ctx = createContextInner({ db: t.db, config: t.config, user: seller });
    const events = (await appRouter.createCaller(ctx, { signal: controller.signal }).messages.events())[
      Symbol.asyncIterator
    ]();
    expect((await events.next()).value).toMatchObject({ kind: 'snapshot' });
    await callerFor(t, buyer).follows.follow({ userId: seller.id });
    expect((await events.next()).value).toEqual({ kind: 'notifications', unread: 1 });
    await callerFor(t, seller).notifications.markAllRead();
    expect((await events.next()).value).toEqual({ kind: 'notifications', unread: 0 });
    controller.abort();
    expect((await events.next()).done).toBe(true);
  });
});
