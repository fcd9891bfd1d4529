import { describe, expect, it } from 'vitest';
import { cartTotals } from '../../shared/cart.ts';
import { stateOfCep } from '../../shared/cep-uf.ts';
import {
  availableMethods,
  DEFAULT_SELLER_DELIVERY,
  parcelCost,
  resolveMethod,
  type SellerDelivery,
  sameCity,
} from '../../shared/delivery.ts';

// The one copy of the delivery rules the cart, checkout and calculator share (docs/product/delivery.md).

const both: SellerDelivery = { postCents: 1500, pickup: { city: 'São Paulo', state: 'SP' } };
const pickupOnly: SellerDelivery = { postCents: null, pickup: { city: 'Niterói', state: 'RJ' } };

describe('sameCity', () => {
  it.each([
    [{ city: 'São Paulo', state: 'SP' }, { city: ' sao   PAULO ', state: 'sp' }, true],
    [{ city: 'Niterói', state: 'RJ' }, { city: 'Niteroi', state: 'RJ' }, true],
    [{ city: 'São Paulo', state: 'SP' }, { city: 'São Paulo de Olivença', state: 'AM' }, false],
    [{ city: 'Bom Jesus', state: 'PI' }, { city: 'Bom Jesus', state: 'RS' }, false],
  ])('%o and %o: %s', (a, b, same) => {
    expect(sameCity(a, b)).toBe(same);
  });
});

describe('availableMethods and resolveMethod', () => {
  it('offers pickup only when the buyer is known to be in the city', () => {
    expect(availableMethods(both, null)).toEqual(['correios']);
    expect(availableMethods(both, { city: 'Sao Paulo', state: 'SP' })).toEqual(['correios', 'retirada']);
    expect(availableMethods(pickupOnly, { city: 'Rio de Janeiro', state: 'RJ' })).toEqual([]);
  });

  it("keeps the buyer's choice while it is open, else falls back to the first open method", () => {
    const here = { city: 'São Paulo', state: 'SP' };
    expect(resolveMethod(both, here, 'retirada')).toBe('retirada');
    expect(resolveMethod(both, { city: 'Santos', state: 'SP' }, 'retirada')).toBe('correios');
    expect(resolveMethod(both, here, null)).toBe('correios');
    expect(resolveMethod(pickupOnly, here, 'retirada')).toBeNull();
  });

  it('prices the parcel: the seller post price, the default, or free in hand', () => {
    const here = { city: 'São Paulo', state: 'SP' };
    expect(parcelCost(both, here, 'retirada')).toEqual({ method: 'retirada', cents: 0 });
    expect(parcelCost(both, here, 'correios')).toEqual({ method: 'correios', cents: 1500 });
    expect(parcelCost(DEFAULT_SELLER_DELIVERY, null, null)).toEqual({ method: 'correios', cents: 1200 });
    expect(parcelCost(pickupOnly, here, null)).toEqual({ method: null, cents: 0 });
  });
});

describe('cartTotals', () => {
  it('adds one parcel per seller with something to buy, priced by its delivery', () => {
    const lines = [
      { sellerId: 'a', priceCents: 1000, quantity: 1, available: true },
      { sellerId: 'a', priceCents: 500, quantity: 1, available: true },
      { sellerId: 'b', priceCents: 2000, quantity: 1, available: true },
      { sellerId: 'c', priceCents: 900, quantity: 1, available: false },
    ];
    const cents: Record<string, number> = { a: 1890, b: 0, c: 1200 };
    expect(cartTotals(lines, (id) => ({ method: 'correios', cents: cents[id] ?? 0 }))).toEqual({
      subtotalCents: 3500,
      shippingCents: 1890,
      totalCents: 5390,
      sellerCount: 2,
    });
  });
});

describe('stateOfCep', () => {
  it.each([
    ['01310-100', 'SP'],
    ['20040-002', 'RJ'],
    ['30130-010', 'MG'],
    ['70040-010', 'DF'],
    ['72800-000', 'GO'],
    ['69301-000', 'RR'],
    ['69900-000', 'AC'],
    ['78900-000', 'RO'],
    ['90010-000', 'RS'],
    ['00100-000', null],
  ])('%s is in %s', (cep, state) => {
    expect(stateOfCep(cep)).toBe(state);
  });
});
