import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createOrder, createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// Marking an order sent needs a Correios code that passes the S10 check
// (docs/product/pix.md#tracking-code), whatever the client sends.

let t: TestDb;
let seller: SessionUser;
let orderId: string;
beforeEach(async () => {
  t = await createTestDb();
  seller = await createUser(t.db, { name: 'Vendedora' });
  const buyer = await createUser(t.db, { name: 'Comprador' });
  ({ orderId } = await createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status: 'pago' }));
});
afterEach(() => t.close());

async function stored() {
  return t.db
    .selectFrom('orders')
    .select(['status', 'tracking_code'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

describe('orders.ship and the tracking code', () => {
  it('refuses an order sent without a code and leaves it pago', async () => {
    // What an old or hand-made client could send: the type no longer allows it.
    const input = { id: orderId } as unknown as { id: string; trackingCode: string };
    expect(await errorOf(callerFor(t, seller).orders.ship(input))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Informe o código de rastreio.',
      fieldErrors: { trackingCode: 'Informe o código de rastreio.' },
    });
    expect(await stored()).toEqual({ status: 'pago', tracking_code: null });
  });

  it.each([
    ['blank', '   ', 'Informe o código de rastreio.'],
    ['in the wrong format', 'BR123', 'Código de rastreio inválido'],
    ['without its check digit', 'AA12345678BR', 'Código de rastreio inválido'],
    ['with a wrong check digit', 'AA123456789BR', 'Código de rastreio inválido'],
  ])('refuses a code %s and leaves the order pago', async (_case, trackingCode, message) => {
    expect(await errorOf(callerFor(t, seller).orders.ship({ id: orderId, trackingCode }))).toEqual({
      code: 'BAD_REQUEST',
      message,
      fieldErrors: { trackingCode: message },
    });
    expect(await stored()).toEqual({ status: 'pago', tracking_code: null });
  });

  it('accepts a valid code, stores it normalised and notes it in the history', async () => {
    expect(
      await callerFor(t, seller).orders.ship({ id: orderId, trackingCode: ' aa 123 456 785 br ' }),
    ).toEqual({
      status: 'enviado',
    });
    expect(await stored()).toEqual({ status: 'enviado', tracking_code: 'AA123456785BR' });
    const order = await callerFor(t, seller).orders.byId({ id: orderId });
    expect(order.trackingCode).toBe('AA123456785BR');
    expect(order.events.at(-1)).toMatchObject({ status: 'enviado', note: 'AA123456785BR' });
  });
});
