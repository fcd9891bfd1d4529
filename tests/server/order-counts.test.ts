import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createBook, createOrder, createUser, sellerAndBuyer } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// 'Minhas compras' and 'Minhas vendas' count the orders awaiting the member's own step
// (docs/product/orders.md#what-awaits-you); 'Minha Estante' links a sold book to its order.

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

const order = (status: Parameters<typeof createOrder>[1]['status'], pickup = false) =>
  createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status, pickup });

describe('orders.awaiting', () => {
  it('counts nothing for a member without orders', async () => {
    expect(await callerFor(t, buyer).orders.awaiting()).toEqual({ compras: 0, vendas: 0 });
  });

  it("counts the buyer's payment and delivery confirmation, and the seller's payment to confirm and parcel to send", async () => {
    await order('aguardando_pagamento');
    await order('pago');
    await order('enviado');
    await order('entregue');
    await order('cancelado');
    // The buyer pays the first and confirms the third; the seller confirms the first and sends the second.
    expect(await callerFor(t, buyer).orders.awaiting()).toEqual({ compras: 2, vendas: 0 });
    expect(await callerFor(t, seller).orders.awaiting()).toEqual({ compras: 0, vendas: 2 });
  });

  it("stops counting the buyer's payment once they said 'Já paguei', and follows each step", async () => {
    const { orderId: id } = await order('aguardando_pagamento');
    await callerFor(t, buyer).orders.reportPayment({ id });
    expect(await callerFor(t, buyer).orders.awaiting()).toEqual({ compras: 0, vendas: 0 });
    expect(await callerFor(t, seller).orders.awaiting()).toEqual({ compras: 0, vendas: 1 });
    await callerFor(t, seller).orders.confirmPayment({ id });
    expect(await callerFor(t, seller).orders.awaiting()).toEqual({ compras: 0, vendas: 1 });
    await callerFor(t, seller).orders.ship({ id, trackingCode: 'AA123456785BR' });
    expect(await callerFor(t, seller).orders.awaiting()).toEqual({ compras: 0, vendas: 0 });
    expect(await callerFor(t, buyer).orders.awaiting()).toEqual({ compras: 1, vendas: 0 });
    await callerFor(t, buyer).orders.confirmDelivery({ id });
    expect(await callerFor(t, buyer).orders.awaiting()).toEqual({ compras: 0, vendas: 0 });
  });

  it('counts a paid pickup order for each party until they confirmed the handover', async () => {
    const { orderId: id } = await order('pago', true);
    expect(await callerFor(t, buyer).orders.awaiting()).toEqual({ compras: 1, vendas: 0 });
    expect(await callerFor(t, seller).orders.awaiting()).toEqual({ compras: 0, vendas: 1 });
    await callerFor(t, seller).orders.confirmHandover({ id });
    expect(await callerFor(t, seller).orders.awaiting()).toEqual({ compras: 0, vendas: 0 });
    expect(await callerFor(t, buyer).orders.awaiting()).toEqual({ compras: 1, vendas: 0 });
  });

  it("counts only the member's own orders, and asks a visitor to sign in", async () => {
    await order('aguardando_pagamento');
    const other = await createUser(t.db);
    expect(await callerFor(t, other).orders.awaiting()).toEqual({ compras: 0, vendas: 0 });
    expect((await errorOf(callerFor(t).orders.awaiting())).code).toBe('UNAUTHORIZED');
  });

  it('refuses an input it does not take', async () => {
    const caller = callerFor(t, buyer) as unknown as {
      orders: { awaiting: (input: unknown) => Promise<unknown> };
    };
    expect((await errorOf(caller.orders.awaiting({ role: 'compras' }))).code).toBe('BAD_REQUEST');
  });
});

describe("books.mine: a sold book's order", () => {
  it('names the order that sold the book, not a cancelled one, and none for a book sold outside Releia', async () => {
    const { orderId, bookId } = await order('pago');
    const cancelled = await order('cancelado');
    const outside = await createBook(t.db, seller.id, { status: 'sold' });
    const onSale = await createBook(t.db, seller.id);
    const mine = await callerFor(t, seller).books.mine();
    const orderOf = (id: string) => mine.find((b) => b.id === id)?.orderId;
    expect(orderOf(bookId)).toBe(orderId);
    expect(orderOf(cancelled.bookId)).toBeNull();
    expect(orderOf(outside)).toBeNull();
    expect(orderOf(onSale)).toBeNull();
  });
});
