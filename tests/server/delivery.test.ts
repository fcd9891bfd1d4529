import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createBook, createStore, makeEligibleSeller, sellerAndBuyer } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// The store's delivery options, the buyer's choice per seller and the calculator
// (docs/product/delivery.md).

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

const settings = {
  post: true,
  postPrice: '15,00',
  pickup: true,
  pickupCity: 'Campinas',
  pickupState: 'SP' as const,
};

const DEFAULTS = { post: true, postPriceCents: 1200, pickup: false, pickupCity: '', pickupState: '' };

const PRICE = 'Informe um frete entre R$ 0,00 e R$ 200,00.';

describe('delivery.settings and delivery.updateSettings', () => {
  it('saves settings before the store is saved, leaving the store page as it was; refuses visitors', async () => {
    const caller = callerFor(t, seller);
    const before = await caller.stores.byUsername({ username: seller.username ?? '' });
    expect(await caller.delivery.settings()).toEqual(DEFAULTS);
    expect(await caller.delivery.updateSettings(settings)).toMatchObject({
      postPriceCents: 1500,
      pickup: true,
    });
    expect(await caller.delivery.settings()).toMatchObject({ pickupCity: 'Campinas' });
    const after = await caller.stores.byUsername({ username: seller.username ?? '' });
    expect(after.store.storeName).toBe(before.store.storeName);
    expect(await errorOf(callerFor(t).delivery.updateSettings(settings))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await errorOf(callerFor(t).delivery.settings())).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('starts a saved store on the Correios at R$ 12,00, and saves what the owner sets', async () => {
    await createStore(t.db, seller.id);
    const caller = callerFor(t, seller);
    expect(await caller.delivery.settings()).toEqual({
      post: true,
      postPriceCents: 1200,
      pickup: false,
      pickupCity: '',
      pickupState: '',
    });
    const saved = {
      post: true,
      postPriceCents: 1500,
      pickup: true,
      pickupCity: 'Campinas',
      pickupState: 'SP',
    };
    expect(await caller.delivery.updateSettings({ ...settings, pickupCity: '  Campinas ' })).toEqual(saved);
    expect(await caller.delivery.updateSettings({ ...settings, postPrice: 18.9 })).toMatchObject({
      postPriceCents: 1890,
    });
    expect(await callerFor(t, buyer).delivery.settings()).toEqual(DEFAULTS);
  });

  it.each([
    ['no option at all', { post: false, pickup: false }, 'post', 'Ofereça ao menos uma forma de entrega.'],
    ['pickup without a city', { pickupCity: ' ' }, 'pickupCity', 'Informe a cidade da retirada.'],
    ['pickup without a state', { pickupState: '' }, 'pickupState', 'Selecione o estado.'],
    ['a negative price', { postPrice: '-1,00' }, 'postPrice', PRICE],
    ['a price over R$ 200,00', { postPrice: '200,01' }, 'postPrice', PRICE],
    ['a fraction of a centavo', { postPrice: 12.505 }, 'postPrice', PRICE],
    ['a price that is not a number', { postPrice: 'doze' }, 'postPrice', PRICE],
    ['an unknown state', { pickupState: 'XX' }, 'pickupState', 'Selecione o estado.'],
  ])('refuses %s with a pt-BR message beside its field', async (_case, change, field, message) => {
    await createStore(t.db, seller.id);
    const input = { ...settings, ...change } as typeof settings;
    const error = await errorOf(callerFor(t, seller).delivery.updateSettings(input));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { [field]: message } });
    expect((await callerFor(t, seller).delivery.settings())?.postPriceCents).toBe(1200);
  });

  it('lets a seller switch pickup off and keeps the city for later', async () => {
    await createStore(t.db, seller.id);
    const caller = callerFor(t, seller);
    await caller.delivery.updateSettings(settings);
    expect(await caller.delivery.updateSettings({ ...settings, pickup: false })).toMatchObject({
      pickup: false,
      pickupCity: 'Campinas',
    });
  });
});

describe('delivery.choose', () => {
  it('records the choice per seller and refuses what the seller does not offer', async () => {
    await createStore(t.db, seller.id);
    const caller = callerFor(t, buyer);
    expect(await errorOf(caller.delivery.choose({ sellerId: seller.id, method: 'retirada' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Este vendedor não oferece retirada em mãos.',
    });
    await callerFor(t, seller).delivery.updateSettings({ ...settings, post: false });
    expect(await errorOf(caller.delivery.choose({ sellerId: seller.id, method: 'correios' }))).toMatchObject({
      message: 'Este vendedor não envia pelos Correios.',
    });
    expect(await caller.delivery.choose({ sellerId: seller.id, method: 'retirada' })).toEqual({
      method: 'retirada',
    });
    const rows = await t.db
      .selectFrom('cart_deliveries')
      .select(['user_id', 'seller_id', 'method'])
      .execute();
    expect(rows).toEqual([{ user_id: buyer.id, seller_id: seller.id, method: 'retirada' }]);
  });

  it('refuses visitors and bad input', async () => {
    expect(
      await errorOf(callerFor(t).delivery.choose({ sellerId: seller.id, method: 'correios' })),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const bad = { sellerId: seller.id, method: 'drone' } as unknown as {
      sellerId: string;
      method: 'correios';
    };
    expect(await errorOf(callerFor(t, buyer).delivery.choose(bad))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Escolha uma forma de entrega.',
    });
    const unknown = { sellerId: '00000000-0000-4000-8000-000000000000', method: 'correios' } as const;
    expect(await errorOf(callerFor(t, buyer).delivery.choose(unknown))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Vendedor não encontrado.',
    });
    expect(await t.db.selectFrom('cart_deliveries').select('seller_id').execute()).toEqual([]);
  });
});

describe('cart.list and the delivery choice', () => {
  it("prices each seller's parcel by the choice, pickup only in the buyer's city", async () => {
    await createStore(t.db, seller.id);
    await callerFor(t, seller).delivery.updateSettings({ ...settings, pickupCity: 'São Paulo' });
    const caller = callerFor(t, buyer);
    await caller.cart.add({ bookId: await createBook(t.db, seller.id, { priceCents: 3000 }) });
    expect(await caller.cart.list()).toMatchObject({
      shippingCents: 1500,
      totalCents: 4500,
      buyerPlace: null,
    });
    await caller.delivery.choose({ sellerId: seller.id, method: 'retirada' });
    // No saved address: the buyer's city is unknown, so the parcel still goes by post.
    expect((await caller.cart.list()).totalCents).toBe(4500);
    await makeEligibleSeller(t.db, buyer.id, { city: 'sao paulo', state: 'SP' });
    const cart = await caller.cart.list();
    expect(cart).toMatchObject({ shippingCents: 0, totalCents: 3000 });
    expect(cart.deliveries).toEqual([
      {
        sellerId: seller.id,
        offer: { postCents: 1500, pickup: { city: 'São Paulo', state: 'SP' } },
        chosen: 'retirada',
      },
    ]);
  });
});

describe('delivery.quote', () => {
  async function quote(user: SessionUser | null, cep: string, bookId?: string) {
    const id = bookId ?? (await createBook(t.db, seller.id));
    return callerFor(t, user).delivery.quote({ bookId: id, cep });
  }

  it('offers the Correios at R$ 12,00 for a seller who set nothing', async () => {
    expect(await quote(null, '01310-100')).toEqual([
      { method: 'correios', name: 'Correios', priceCents: 1200, detail: '5 a 10 dias úteis' },
    ]);
  });

  it("shows pickup with its condition for a CEP in the seller's state, and not elsewhere", async () => {
    await createStore(t.db, seller.id);
    await callerFor(t, seller).delivery.updateSettings(settings);
    const book = await createBook(t.db, seller.id);
    expect(await quote(null, '13010-000', book)).toEqual([
      { method: 'correios', name: 'Correios', priceCents: 1500, detail: '5 a 10 dias úteis' },
      {
        method: 'retirada',
        name: 'Retirada em mãos',
        priceCents: 0,
        detail: 'Em Campinas/SP, para quem está nessa cidade',
      },
    ]);
    expect((await quote(null, '20040-002', book)).map((q) => q.method)).toEqual(['correios']);
  });

  it("knows the city when the CEP is the member's saved address", async () => {
    await createStore(t.db, seller.id);
    await callerFor(t, seller).delivery.updateSettings({ ...settings, post: false, pickupCity: 'São Paulo' });
    const book = await createBook(t.db, seller.id);
    await makeEligibleSeller(t.db, buyer.id, { city: 'São Paulo' });
    expect(await quote(buyer, '01310-100', book)).toEqual([
      {
        method: 'retirada',
        name: 'Retirada em mãos',
        priceCents: 0,
        detail: 'Em São Paulo/SP, combinada pela conversa',
      },
    ]);
    await t.db.updateTable('user_addresses').set({ city: 'Santos' }).execute();
    expect(await quote(buyer, '01310-100', book)).toEqual([]);
  });

  it('refuses a bad CEP and an unknown book', async () => {
    expect(await errorOf(quote(null, '0131'))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'CEP deve ter 8 dígitos',
    });
    expect(await errorOf(quote(null, '01310-100', '00000000-0000-4000-8000-000000000000'))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Este livro não existe mais.',
    });
  });
});
