import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createBook, createUser, sellerAndBuyer } from '../helpers/factories.ts';

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

const delivery = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'ap 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP' as const,
};

async function bookStatus(id: string) {
  return (await t.db.selectFrom('books').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
}

async function buy(user: SessionUser, ...bookIds: string[]) {
  const caller = callerFor(t, user);
  for (const bookId of bookIds) await caller.cart.add({ bookId });
  const { orderIds } = await caller.orders.checkout({ delivery });
  const id = orderIds[0];
  if (!id) throw new Error('nenhum pedido');
  return { caller, orderIds, id };
}

describe('orders.checkout', () => {
  it('creates one order per seller with R$ 12,00 shipping each, sells the books and empties the cart', async () => {
    const other = await createUser(t.db);
    const a = await createBook(t.db, seller.id, { priceCents: 2000 });
    const b = await createBook(t.db, seller.id, { priceCents: 1000 });
    const c = await createBook(t.db, other.id, { priceCents: 500 });
    const { caller, orderIds } = await buy(buyer, a, b, c);
    expect(orderIds).toHaveLength(2);
    const orders = await t.db.selectFrom('orders').selectAll().orderBy('total_cents', 'desc').execute();
    expect(
      orders.map((o) => [o.seller_id, o.subtotal_cents, o.shipping_cents, o.total_cents, o.status]),
    ).toEqual([
      [seller.id, 3000, 1200, 4200, 'aguardando_pagamento'],
      [other.id, 500, 1200, 1700, 'aguardando_pagamento'],
    ]);
    for (const id of [a, b, c]) expect(await bookStatus(id)).toBe('sold');
    expect((await caller.cart.list()).items).toEqual([]);
    expect(JSON.parse(orders[0]?.delivery_address ?? '{}')).toMatchObject({
      cep: '01310100',
      city: 'São Paulo',
    });
  });

  it("answers 'Carrinho vazio' for an empty cart and asks visitors to sign in", async () => {
    await expect(callerFor(t, buyer).orders.checkout({ delivery })).rejects.toMatchObject({
      message: 'Adicione itens ao carrinho antes de finalizar a compra',
      cause: { title: 'Carrinho vazio' },
    });
    await expect(callerFor(t).orders.checkout({ delivery })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Você precisa estar logado para finalizar a compra',
    });
  });

  it('changes nothing and names the book when one item was sold meanwhile', async () => {
    const fine = await createBook(t.db, seller.id, { title: 'Disponível' });
    const gone = await createBook(t.db, seller.id, { title: 'Já Vendido' });
    const caller = callerFor(t, buyer);
    await caller.cart.add({ bookId: fine });
    await caller.cart.add({ bookId: gone });
    await t.db.updateTable('books').set({ status: 'sold' }).where('id', '=', gone).execute();
    await expect(caller.orders.checkout({ delivery })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'O livro "Já Vendido" não está mais disponível. Remova-o do carrinho para continuar.',
    });
    expect(await bookStatus(fine)).toBe('available');
    expect(await t.db.selectFrom('orders').select('id').execute()).toEqual([]);
    expect((await caller.cart.list()).items).toHaveLength(2);
  });

  it('sells a book exactly once when 20 buyers check it out at the same time', async () => {
    const book = await createBook(t.db, seller.id, { title: 'Disputado' });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db)));
    for (const b of buyers) await callerFor(t, b).cart.add({ bookId: book });
    const results = await Promise.allSettled(
      buyers.map((b) => callerFor(t, b).orders.checkout({ delivery })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost)
      expect(r.reason.message).toBe(
        'O livro "Disputado" não está mais disponível. Remova-o do carrinho para continuar.',
      );
    expect(await t.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('order_items').select('id').execute()).toHaveLength(1);
    const book_ = await t.db
      .selectFrom('books')
      .select(['status', 'sales_count'])
      .where('id', '=', book)
      .executeTakeFirstOrThrow();
    expect(book_).toEqual({ status: 'sold', sales_count: 1 });
    // The 19 losers keep their cart item, shown as unavailable; nothing half-written.
    expect(await t.db.selectFrom('cart_items').select('id').execute()).toHaveLength(19);
  });

  it('validates the delivery address in pt-BR', async () => {
    const book = await createBook(t.db, seller.id);
    await callerFor(t, buyer).cart.add({ bookId: book });
    await expect(
      callerFor(t, buyer).orders.checkout({ delivery: { ...delivery, cep: '123' } }),
    ).rejects.toThrow('CEP');
  });
});

describe('order transitions', () => {
  it('walks aguardando pagamento → pago → enviado → entregue by the right parties, with history', async () => {
    const book = await createBook(t.db, seller.id);
    const { caller: buyerCaller, id } = await buy(buyer, book);
    const sellerCaller = callerFor(t, seller);

    await expect(buyerCaller.orders.confirmPayment({ id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await sellerCaller.orders.confirmPayment({ id })).toEqual({ status: 'pago' });
    await expect(sellerCaller.orders.confirmDelivery({ id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(buyerCaller.orders.ship({ id, trackingCode: 'BR123456785BR' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await sellerCaller.orders.ship({ id, trackingCode: 'BR123456785BR' })).toEqual({
      status: 'enviado',
    });
    await expect(sellerCaller.orders.cancel({ id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await buyerCaller.orders.confirmDelivery({ id })).toEqual({ status: 'entregue' });

    const order = await buyerCaller.orders.byId({ id });
    expect(order.trackingCode).toBe('BR123456785BR');
    expect(order.events.map((e) => e.status)).toEqual([
      'aguardando_pagamento',
      'pago',
      'enviado',
      'entregue',
    ]);
    expect(order.seller).toMatchObject({ name: 'Vendedora', email: seller.email });
    const rating = await t.db
      .selectFrom('seller_ratings')
      .selectAll()
      .where('seller_id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(rating.total_sales).toBe(1);
  });

  it('refuses steps out of order with a clear message', async () => {
    const { caller: buyerCaller, id } = await buy(buyer, await createBook(t.db, seller.id));
    await expect(
      callerFor(t, seller).orders.ship({ id, trackingCode: 'BR123456785BR' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Só um pedido pago pode ser enviado.',
    });
    await expect(buyerCaller.orders.confirmDelivery({ id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('lets either party cancel before shipping and puts the books back on sale', async () => {
    const book = await createBook(t.db, seller.id);
    const { id } = await buy(buyer, book);
    await callerFor(t, seller).orders.confirmPayment({ id });
    expect(await callerFor(t, seller).orders.cancel({ id, reason: 'Livro danificado' })).toEqual({
      status: 'cancelado',
    });
    expect(await bookStatus(book)).toBe('available');
    expect(
      (await t.db.selectFrom('books').select('sales_count').where('id', '=', book).executeTakeFirstOrThrow())
        .sales_count,
    ).toBe(0);
    // It can be bought again.
    const second = await buy(await createUser(t.db), book);
    expect(second.orderIds).toHaveLength(1);
    const other = await buy(buyer, await createBook(t.db, seller.id));
    expect(await other.caller.orders.cancel({ id: other.id })).toEqual({ status: 'cancelado' });
  });

  it("keeps a suspended seller's books hidden when an order is cancelled, until reinstatement", async () => {
    const book = await createBook(t.db, seller.id);
    const { caller, id } = await buy(buyer, book);
    const admin = callerFor(t, await createUser(t.db, { admin: true }));
    await admin.admin.users.suspend({ userId: seller.id, reason: 'Denúncias repetidas de anúncios falsos' });
    await caller.orders.cancel({ id });
    expect(await bookStatus(book)).toBe('hidden');
    await admin.admin.users.reinstate({ userId: seller.id, reason: 'Revisado pela equipe' });
    expect(await bookStatus(book)).toBe('available');
  });

  it('hides an order from anyone but its two parties', async () => {
    const { id } = await buy(buyer, await createBook(t.db, seller.id));
    const stranger = callerFor(t, await createUser(t.db));
    await expect(stranger.orders.byId({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.orders.cancel({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.orders.confirmPayment({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await stranger.orders.list({ role: 'compras' })).toEqual([]);
  });

  it("shows the seller the buyer's address and the buyer the seller's contact", async () => {
    const { id } = await buy(buyer, await createBook(t.db, seller.id, { title: 'Memórias' }));
    const asSeller = await callerFor(t, seller).orders.byId({ id });
    expect(asSeller.role).toBe('seller');
    expect(asSeller.delivery).toMatchObject({ street: 'Avenida Paulista', number: '1000' });
    expect(asSeller.buyer).toMatchObject({ email: buyer.email });
    expect('email' in asSeller.seller).toBe(false);
    const sales = await callerFor(t, seller).orders.list({ role: 'vendas' });
    expect(sales).toMatchObject([{ id, titles: 'Memórias', itemCount: 1, totalCents: 2990 + 1200 }]);
  });
});

describe('reviews', () => {
  async function delivered() {
    const { caller, id } = await buy(buyer, await createBook(t.db, seller.id));
    const s = callerFor(t, seller);
    await s.orders.confirmPayment({ id });
    await s.orders.ship({ id, trackingCode: 'BR123456785BR' });
    await caller.orders.confirmDelivery({ id });
    return { caller, id };
  }
  /** The seller's review of the buyer, which reveals both (docs/product/reviews.md#double-blind). */
  const reveal = (orderId: string) => callerFor(t, seller).reviews.reviewBuyer({ orderId, rating: 5 });
  const ratings = {
    overall: 5,
    communication: 4,
    shipping: 3,
    condition: 5,
    comment: 'Ótimo!',
    isAnonymous: false,
  };

  it('counts every review when several arrive at once', async () => {
    // On PostgreSQL each review's transaction read the others' uncommitted state: a count short.
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await delivered());
    await Promise.all(orders.map((o) => o.caller.reviews.create({ orderId: o.id, ...ratings })));
    // Counted once revealed: the seller's reviews of the buyers reveal them, all at once too.
    await Promise.all(orders.map((o) => reveal(o.id)));
    const summary = await t.db
      .selectFrom('seller_ratings')
      .select(['total_reviews', 'total_sales'])
      .where('seller_id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(summary).toEqual({ total_reviews: 6, total_sales: 6 });
  });

  it('lets the buyer review once after delivery and keeps the seller summary exact', async () => {
    const first = await delivered();
    await first.caller.reviews.create({ orderId: first.id, ...ratings });
    await reveal(first.id);
    await expect(first.caller.reviews.create({ orderId: first.id, ...ratings })).rejects.toMatchObject({
      message: 'Você já avaliou este pedido.',
    });
    const second = await delivered();
    await second.caller.reviews.create({ orderId: second.id, ...ratings, overall: 2, isAnonymous: true });
    await reveal(second.id);
    const summary = await t.db
      .selectFrom('seller_ratings')
      .selectAll()
      .where('seller_id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(summary).toMatchObject({
      total_reviews: 2,
      average_overall: 3.5,
      average_communication: 4,
      average_shipping: 3,
      total_sales: 2,
    });
  });

  it('refuses a review before delivery, by the seller, or with ratings outside 1..5', async () => {
    const { caller, id } = await buy(buyer, await createBook(t.db, seller.id));
    await expect(caller.reviews.create({ orderId: id, ...ratings })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(callerFor(t, seller).reviews.create({ orderId: id, ...ratings })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.reviews.create({ orderId: id, ...ratings, overall: 6 })).rejects.toThrow(
      'Dê uma nota de 1 a 5 para a avaliação geral.',
    );
  });

  it('lets the seller reply once, and nobody else', async () => {
    const { caller, id } = await delivered();
    const { id: reviewId } = await caller.reviews.create({ orderId: id, ...ratings });
    await reveal(id);
    await expect(caller.reviews.respond({ reviewId, response: 'Eu?' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await callerFor(t, seller).reviews.respond({ reviewId, response: 'Obrigada!' })).toEqual({
      message: 'Resposta publicada.',
    });
    await expect(
      callerFor(t, seller).reviews.respond({ reviewId, response: 'De novo' }),
    ).rejects.toMatchObject({
      message: 'Você já respondeu esta avaliação.',
    });
  });
});
