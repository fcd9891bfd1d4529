import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createStore, createUser, VALID_ADDRESS } from '../helpers/factories.ts';

// docs/product/glossary.md#naming-the-seller: the cart, checkout, orders and offers name a seller
// the same way, by the open store's name, else by the member's.

let t: TestDb;
let bianca: SessionUser;
let buyer: SessionUser;
beforeEach(async () => {
  t = await createTestDb();
  bianca = await createUser(t.db, { name: 'Bianca Santos' });
  buyer = await createUser(t.db, { name: 'Comprador' });
});
afterEach(() => t.close());

/** Every name the buyer is shown for Bianca, from the cart to the order page and the offer. */
async function namesShown() {
  const book = await createBook(t.db, bianca.id, { title: 'Vidas Secas', priceCents: 4000 });
  const other = await createBook(t.db, bianca.id, { title: 'Sagarana', priceCents: 4000 });
  const as = callerFor(t, buyer);
  await as.offers.make({ bookId: other, amountCents: 3000 });
  await as.cart.add({ bookId: book });
  const [line] = (await as.cart.list()).items;
  const { orderIds } = await as.orders.checkout({ delivery: VALID_ADDRESS });
  const [latest] = await as.orders.list({ role: 'compras' });
  const { seller } = await as.orders.byId({ id: orderIds[0] ?? '' });
  const [offer] = (await as.offers.list({ role: 'enviadas' })).items;
  return {
    cart: line?.seller.storeName ?? line?.seller.name,
    list: latest?.sellerName,
    order: [seller.name, seller.memberName],
    offer: offer?.sellerName,
  };
}

describe("the seller's name", () => {
  it("is the store's name when the store is open and named", async () => {
    await createStore(t.db, bianca.id, { name: 'Sebo Santos' });
    expect(await namesShown()).toEqual({
      cart: 'Sebo Santos',
      list: 'Sebo Santos',
      order: ['Sebo Santos', 'Bianca Santos'],
      offer: 'Sebo Santos',
    });
  });

  it("is the member's name when the store is closed, unnamed or was never saved", async () => {
    await createStore(t.db, bianca.id, { name: 'Sebo Santos', active: false });
    const closed = await namesShown();
    await t.db.updateTable('stores').set({ is_active: 1, store_name: '  ' }).execute();
    const blank = await namesShown();
    await t.db.deleteFrom('stores').execute();
    const none = await namesShown();
    const member = {
      cart: 'Bianca Santos',
      list: 'Bianca Santos',
      order: ['Bianca Santos', 'Bianca Santos'],
      offer: 'Bianca Santos',
    };
    expect([closed, blank, none]).toEqual([member, member, member]);
  });
});
