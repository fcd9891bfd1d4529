import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createOrder, createUser, sellerAndBuyer } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// 'Retirada em mãos' orders skip shipping: each party confirms the handover once and the second
// confirmation makes the order 'entregue' (docs/product/delivery.md#handing-over-in-person).

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

const pickupOrder = async (status: 'aguardando_pagamento' | 'pago' | 'entregue' | 'cancelado' = 'pago') =>
  (await createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status, pickup: true })).orderId;

async function history(id: string) {
  const events = await t.db
    .selectFrom('order_events')
    .select(['status', 'note', 'actor_id'])
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  return events.slice(1);
}

describe('orders.confirmHandover', () => {
  it("takes both parties' confirmations, in either order, to make the order 'entregue'", async () => {
    const id = await pickupOrder();
    expect(await callerFor(t, seller).orders.confirmHandover({ id })).toEqual({ status: 'pago' });
    expect(await callerFor(t, seller).orders.byId({ id })).toMatchObject({
      status: 'pago',
      pickup: { sellerConfirmedAt: expect.any(String), buyerConfirmedAt: null },
    });
    expect(await callerFor(t, buyer).orders.confirmHandover({ id })).toEqual({ status: 'entregue' });
    expect(await history(id)).toEqual([
      { status: 'pago', note: 'Vendedor confirmou que entregou os livros em mãos', actor_id: seller.id },
      { status: 'pago', note: 'Comprador confirmou que recebeu os livros em mãos', actor_id: buyer.id },
      { status: 'entregue', note: null, actor_id: buyer.id },
    ]);

    const other = await pickupOrder();
    await callerFor(t, buyer).orders.confirmHandover({ id: other });
    expect(await callerFor(t, seller).orders.confirmHandover({ id: other })).toEqual({ status: 'entregue' });
  });

  it('refuses a second confirmation by the same party', async () => {
    const id = await pickupOrder();
    await callerFor(t, buyer).orders.confirmHandover({ id });
    expect(await errorOf(callerFor(t, buyer).orders.confirmHandover({ id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Você já confirmou a entrega em mãos deste pedido.',
    });
  });

  it.each(['aguardando_pagamento', 'entregue', 'cancelado'] as const)(
    'refuses an order %s',
    async (status) => {
      const id = await pickupOrder(status);
      expect(await errorOf(callerFor(t, seller).orders.confirmHandover({ id }))).toMatchObject({
        code: 'CONFLICT',
        message: 'A entrega em mãos só pode ser confirmada em um pedido pago.',
      });
    },
  );

  it('refuses an order that goes by post, strangers and visitors', async () => {
    const { orderId } = await createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status: 'pago' });
    expect(await errorOf(callerFor(t, buyer).orders.confirmHandover({ id: orderId }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Este pedido é enviado pelos Correios: não há entrega em mãos para confirmar.',
    });
    const id = await pickupOrder();
    const stranger = await createUser(t.db);
    expect(await errorOf(callerFor(t, stranger).orders.confirmHandover({ id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Pedido não encontrado.',
    });
    expect(await errorOf(callerFor(t).orders.confirmHandover({ id }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await errorOf(callerFor(t, buyer).orders.confirmHandover({ id: 'x' }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('the post-only steps on a pickup order', () => {
  it("refuses 'enviado' and the buyer's confirmation of a parcel", async () => {
    const id = await pickupOrder();
    expect(
      await errorOf(callerFor(t, seller).orders.ship({ id, trackingCode: 'AA123456785BR' })),
    ).toMatchObject({
      code: 'CONFLICT',
      message:
        'Pedidos com retirada em mãos não são enviados: comprador e vendedor confirmam a entrega em mãos.',
    });
    expect(await errorOf(callerFor(t, buyer).orders.confirmDelivery({ id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Neste pedido com retirada em mãos, confirme a entrega em mãos.',
    });
  });

  it('refuses cancelling once either party confirmed the handover', async () => {
    const id = await pickupOrder();
    await callerFor(t, seller).orders.confirmHandover({ id });
    expect(await errorOf(callerFor(t, buyer).orders.cancel({ id, reason: 'Desisti' }))).toMatchObject({
      code: 'CONFLICT',
      message:
        'Este pedido não pode mais ser cancelado: ele já foi enviado, entregue (ou a entrega em mãos já foi confirmada) ou cancelado.',
    });
    // Before the handover deadline only the seller may cancel a paid order (docs/product/orders.md#deadlines).
    const open = await pickupOrder();
    expect(await callerFor(t, seller).orders.cancel({ id: open, reason: 'Desisti' })).toEqual({
      status: 'cancelado',
    });
  });
});
