import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../db/schema.ts';
import { orderNumber } from '../../shared/order-number.ts';
import { crc16 } from '../../shared/pix/br-code.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createOrder, createStore, createUser } from '../helpers/factories.ts';

// The Pix card's data on the order answer and 'Já paguei' (docs/product/pix.md#pix-code,
// docs/product/pix.md#payment-reported-by-the-buyer).

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

const KEY = 'vendedor@pix.com.br';

async function world(opts: { status?: OrderStatus; key?: boolean } = {}) {
  const seller = await createUser(t.db);
  const buyer = await createUser(t.db);
  const stranger = await createUser(t.db);
  await createStore(t.db, seller.id);
  if (opts.key !== false)
    await callerFor(t, seller).profile.updatePix({
      type: 'email',
      key: KEY,
      name: 'João da Silva',
      city: 'São Luís',
    });
  const { orderId } = await createOrder(t.db, {
    buyerId: buyer.id,
    sellerId: seller.id,
    status: opts.status ?? 'aguardando_pagamento',
    priceCents: 3000,
  });
  return { seller, buyer, stranger, orderId };
}

describe('orders.byId and Pix', () => {
  it('gives the buyer of an order awaiting payment the code for exactly its total', async () => {
    const { buyer, orderId } = await world();
    const order = await callerFor(t, buyer).orders.byId({ id: orderId });
    expect(order.pix).toMatchObject({ key: KEY, keyType: 'email', name: 'João da Silva' });
    const code = order.pix?.code ?? '';
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('540542.00'); // R$ 30,00 + R$ 12,00 shipping
    expect(code).toContain(`05${String(8).padStart(2, '0')}${orderNumber(orderId)}`);
    expect(code).toContain('JOAO DA SILVA');
    expect(code).toContain('6008SAO LUIS');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(order.sellerHasPixKey).toBeNull();
  });

  it('tells the seller only whether a key is set', async () => {
    const withKey = await world();
    const seen = await callerFor(t, withKey.seller).orders.byId({ id: withKey.orderId });
    expect(seen.pix).toBeNull();
    expect(seen.sellerHasPixKey).toBe(true);
    expect(JSON.stringify(seen)).not.toContain(KEY);
    const without = await world({ key: false });
    expect((await callerFor(t, without.seller).orders.byId({ id: without.orderId })).sellerHasPixKey).toBe(
      false,
    );
  });

  it('gives nothing when the seller has no key, or the order is past payment', async () => {
    const noKey = await world({ key: false });
    expect((await callerFor(t, noKey.buyer).orders.byId({ id: noKey.orderId })).pix).toBeNull();
    for (const status of ['pago', 'enviado', 'entregue', 'cancelado'] as const) {
      const w = await world({ status });
      const asBuyer = await callerFor(t, w.buyer).orders.byId({ id: w.orderId });
      const asSeller = await callerFor(t, w.seller).orders.byId({ id: w.orderId });
      expect([asBuyer.pix, asBuyer.sellerHasPixKey, asSeller.pix, asSeller.sellerHasPixKey]).toEqual([
        null,
        null,
        null,
        null,
      ]);
    }
  });
});

describe('orders.reportPayment (Já paguei)', () => {
  it('records the report once, in the history, and the seller sees it', async () => {
    const { buyer, seller, orderId } = await world();
    expect(await callerFor(t, buyer).orders.reportPayment({ id: orderId })).toEqual({ reported: true });
    const asSeller = await callerFor(t, seller).orders.byId({ id: orderId });
    expect(asSeller.status).toBe('aguardando_pagamento');
    expect(asSeller.paymentReportedAt).not.toBeNull();
    expect(asSeller.events.at(-1)).toMatchObject({
      status: 'aguardando_pagamento',
      note: 'Comprador informou o pagamento via Pix',
      actorId: buyer.id,
    });
    expect(await callerFor(t, seller).orders.confirmPayment({ id: orderId })).toEqual({ status: 'pago' });
  });

  it('refuses a second report', async () => {
    const { buyer, orderId } = await world();
    await callerFor(t, buyer).orders.reportPayment({ id: orderId });
    await expect(callerFor(t, buyer).orders.reportPayment({ id: orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Você já informou o pagamento deste pedido.',
    });
  });

  it('refuses the seller', async () => {
    const { seller, orderId } = await world();
    await expect(callerFor(t, seller).orders.reportPayment({ id: orderId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Só o comprador pode informar o pagamento.',
    });
  });

  it('refuses anyone else as if the order did not exist', async () => {
    const { stranger, orderId } = await world();
    await expect(callerFor(t, stranger).orders.reportPayment({ id: orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Pedido não encontrado.',
    });
  });

  it.each(['pago', 'enviado', 'entregue', 'cancelado'] as const)('refuses an order %s', async (status) => {
    const { buyer, orderId } = await world({ status });
    await expect(callerFor(t, buyer).orders.reportPayment({ id: orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este pedido não está aguardando pagamento.',
    });
  });
});
