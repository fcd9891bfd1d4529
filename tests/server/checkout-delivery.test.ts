import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createStore, createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// Checkout follows each seller's delivery choice and records it on the order
// (docs/product/delivery.md#at-checkout).

let t: TestDb;
let post: SessionUser;
let local: SessionUser;
let buyer: SessionUser;
beforeEach(async () => {
  t = await createTestDb();
  post = await createUser(t.db, { name: 'Sebo do Correio' });
  local = await createUser(t.db, { name: 'Sebo da Esquina' });
  buyer = await createUser(t.db, { name: 'Comprador' });
  await createStore(t.db, post.id, { name: 'Sebo do Correio' });
  await createStore(t.db, local.id, { name: 'Sebo da Esquina' });
  const base = { post: true, postPrice: '12,00', pickup: false, pickupCity: '', pickupState: '' as const };
  await callerFor(t, post).delivery.updateSettings({ ...base, postPrice: '18,90' });
  await callerFor(t, local).delivery.updateSettings({
    ...base,
    post: false,
    pickup: true,
    pickupCity: 'Belo Horizonte',
    pickupState: 'MG',
  });
});
afterEach(() => t.close());

const address = (city: string, state: 'MG' | 'SP') => ({
  cep: state === 'MG' ? '30130-010' : '01310-100',
  street: 'Rua da Bahia',
  number: '10',
  neighborhood: 'Centro',
  city,
  state,
});

async function fill() {
  const caller = callerFor(t, buyer);
  const a = await createBook(t.db, post.id, { priceCents: 3000 });
  const b = await createBook(t.db, local.id, { priceCents: 2500 });
  await caller.cart.add({ bookId: a });
  await caller.cart.add({ bookId: b });
  return { caller, a, b };
}

const orders = () =>
  t.db
    .selectFrom('orders')
    .select(['seller_id', 'delivery_method', 'shipping_cents', 'total_cents', 'pickup_city', 'pickup_state'])
    .orderBy('total_cents', 'desc')
    .execute();

describe('orders.checkout with delivery options', () => {
  it("sends one parcel by post at the seller's price and hands the other over in the same city", async () => {
    const { caller } = await fill();
    await caller.delivery.choose({ sellerId: local.id, method: 'retirada' });
    const { orderIds } = await caller.orders.checkout({ delivery: address('belo  horizonte', 'MG') });
    expect(orderIds).toHaveLength(2);
    expect(await orders()).toEqual([
      {
        seller_id: post.id,
        delivery_method: 'correios',
        shipping_cents: 1890,
        total_cents: 4890,
        pickup_city: null,
        pickup_state: null,
      },
      {
        seller_id: local.id,
        delivery_method: 'retirada',
        shipping_cents: 0,
        total_cents: 2500,
        pickup_city: 'Belo Horizonte',
        pickup_state: 'MG',
      },
    ]);
    expect(await t.db.selectFrom('cart_deliveries').selectAll().execute()).toEqual([]);
    // Both books may be added in the same millisecond: find the pickup order by its seller.
    const pickupOrder = await t.db
      .selectFrom('orders')
      .select('id')
      .where('seller_id', '=', local.id)
      .executeTakeFirstOrThrow();
    expect(orderIds).toContain(pickupOrder.id);
    const order = await callerFor(t, buyer).orders.byId({ id: pickupOrder.id });
    expect(order).toMatchObject({
      deliveryMethod: 'retirada',
      pickup: {
        place: { city: 'Belo Horizonte', state: 'MG' },
        buyerConfirmedAt: null,
        sellerConfirmedAt: null,
      },
    });
  });

  it('refuses, naming the seller, when a pickup-only seller is in another city, and sells nothing', async () => {
    const { caller, a, b } = await fill();
    expect(await errorOf(caller.orders.checkout({ delivery: address('São Paulo', 'SP') }))).toEqual({
      code: 'BAD_REQUEST',
      message:
        'Sebo da Esquina só entrega em mãos na cidade do vendedor. Use um endereço nessa cidade ou remova esses livros do carrinho.',
      fieldErrors: {},
    });
    const statuses = await t.db.selectFrom('books').select('status').where('id', 'in', [a, b]).execute();
    expect(statuses.map((s) => s.status)).toEqual(['available', 'available']);
    expect(await orders()).toEqual([]);
  });

  it('sends by post when pickup was chosen but the address is in another city', async () => {
    await callerFor(t, local).delivery.updateSettings({
      post: true,
      postPrice: '10,00',
      pickup: true,
      pickupCity: 'Belo Horizonte',
      pickupState: 'MG',
    });
    const { caller } = await fill();
    await caller.delivery.choose({ sellerId: local.id, method: 'retirada' });
    await caller.orders.checkout({ delivery: address('Contagem', 'MG') });
    expect((await orders()).map((o) => [o.delivery_method, o.shipping_cents])).toEqual([
      ['correios', 1890],
      ['correios', 1000],
    ]);
  });
});
