import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { HANDOVER_CODE_TRIES } from '../../shared/handover-code.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createOrder, createUser, sellerAndBuyer } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// A pickup confirmed by a code the buyer shows (docs/product/delivery.md#the-handover-code): the
// buyer alone reads it, the seller's right digits complete the order, wrong ones are limited.

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

const pickupOrder = async (status: 'aguardando_pagamento' | 'pago' | 'entregue' | 'cancelado' = 'pago') =>
  (await createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status, pickup: true })).orderId;

const codeOf = async (id: string) => (await callerFor(t, buyer).orders.handoverCode({ id })).code;
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('orders.handoverCode', () => {
  it('gives the buyer six digits, the same on every read, stored on the order', async () => {
    const id = await pickupOrder();
    const code = await codeOf(id);
    expect(code).toMatch(/^\d{6}$/);
    expect(await codeOf(id)).toBe(code);
    const row = await t.db
      .selectFrom('orders')
      .select('handover_code')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.handover_code).toBe(code);
  });

  it('refuses the seller, strangers and visitors, and no order answer carries the code', async () => {
    const id = await pickupOrder();
    const code = await codeOf(id);
    expect(await errorOf(callerFor(t, seller).orders.handoverCode({ id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Só o comprador vê o código de entrega deste pedido.',
    });
    const stranger = await createUser(t.db);
    expect(await errorOf(callerFor(t, stranger).orders.handoverCode({ id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await errorOf(callerFor(t).orders.handoverCode({ id }))).toMatchObject({ code: 'UNAUTHORIZED' });
    const seen = JSON.stringify([
      await callerFor(t, seller).orders.byId({ id }),
      await callerFor(t, seller).orders.list({ role: 'vendas' }),
    ]);
    expect(seen).not.toContain(code);
  });

  it('refuses an order not paid, not a pickup, or already delivered', async () => {
    const post = (await createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status: 'pago' }))
      .orderId;
    for (const id of [await pickupOrder('aguardando_pagamento'), post, await pickupOrder('entregue')])
      expect(await errorOf(callerFor(t, buyer).orders.handoverCode({ id }))).toMatchObject({
        code: 'CONFLICT',
        message: 'O código de entrega só vale para um pedido pago com retirada em mãos.',
      });
  });
});

describe('orders.handOverByCode', () => {
  it("completes the order with the buyer's code: both handovers, 'entregue', history and a notice", async () => {
    const id = await pickupOrder();
    const code = await codeOf(id);
    expect(await callerFor(t, seller).orders.handOverByCode({ id, code })).toEqual({ status: 'entregue' });
    const order = await t.db
      .selectFrom('orders')
      .select(['status', 'status_since', 'handover_buyer_at', 'handover_seller_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('entregue');
    expect(order.handover_buyer_at).toBe(order.status_since);
    expect(order.handover_seller_at).toBe(order.status_since);
    const events = await t.db
      .selectFrom('order_events')
      .select(['status', 'note', 'actor_id'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.slice(1)).toEqual([
      { status: 'pago', note: 'Entrega em mãos confirmada pelo código do comprador', actor_id: seller.id },
      { status: 'entregue', note: null, actor_id: seller.id },
    ]);
    const notices = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'detail'])
      .where('subject_path', '=', `/pedidos/${id}`)
      .execute();
    expect(notices).toContainEqual({ user_id: buyer.id, detail: 'Entregue' });
    expect(await callerFor(t, buyer).orders.byId({ id })).toMatchObject({ status: 'entregue' });
  });

  it("keeps the time of a party's earlier confirmation", async () => {
    const id = await pickupOrder();
    await callerFor(t, buyer).orders.confirmHandover({ id });
    const before = await t.db
      .selectFrom('orders')
      .select('handover_buyer_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await callerFor(t, seller).orders.handOverByCode({ id, code: await codeOf(id) });
    expect(
      await t.db
        .selectFrom('orders')
        .select('handover_buyer_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('refuses a wrong code and leaves the order paid', async () => {
    const id = await pickupOrder();
    const code = await codeOf(id);
    expect(
      await errorOf(callerFor(t, seller).orders.handOverByCode({ id, code: wrongFor(code) })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Código incorreto. Confira os 6 números na tela do comprador e tente de novo.',
    });
    expect(await callerFor(t, seller).orders.byId({ id })).toMatchObject({ status: 'pago' });
  });

  it('limits the tries per order, the right code included once the limit is reached', async () => {
    const id = await pickupOrder();
    const code = await codeOf(id);
    for (let i = 0; i < HANDOVER_CODE_TRIES.max; i++)
      await errorOf(callerFor(t, seller).orders.handOverByCode({ id, code: wrongFor(code) }));
    expect(await errorOf(callerFor(t, seller).orders.handOverByCode({ id, code }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas tentativas com código incorreto neste pedido. Tente novamente em 60 minutos.',
    });
    // Another order of the same seller has its own count.
    const other = await pickupOrder();
    expect(
      await callerFor(t, seller).orders.handOverByCode({ id: other, code: await codeOf(other) }),
    ).toEqual({
      status: 'entregue',
    });
  });

  it('refuses the buyer, strangers, visitors and codes that are not 6 digits', async () => {
    const id = await pickupOrder();
    const code = await codeOf(id);
    expect(await errorOf(callerFor(t, buyer).orders.handOverByCode({ id, code }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Só o vendedor confirma a entrega com o código do comprador.',
    });
    const stranger = await createUser(t.db);
    expect(await errorOf(callerFor(t, stranger).orders.handOverByCode({ id, code }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await errorOf(callerFor(t).orders.handOverByCode({ id, code }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    for (const bad of ['12345', '1234567', 'abcdef'])
      expect(await errorOf(callerFor(t, seller).orders.handOverByCode({ id, code: bad }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Digite os 6 números do código do comprador.',
      });
  });

  it('refuses an order not paid or not a pickup, and the code once the order is complete', async () => {
    const id = await pickupOrder();
    const code = await codeOf(id);
    await callerFor(t, seller).orders.handOverByCode({ id, code });
    const post = (await createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status: 'pago' }))
      .orderId;
    for (const target of [id, await pickupOrder('aguardando_pagamento'), post])
      expect(await errorOf(callerFor(t, seller).orders.handOverByCode({ id: target, code }))).toMatchObject({
        code: 'CONFLICT',
        message: 'O código de entrega só vale para um pedido pago com retirada em mãos.',
      });
  });
});
