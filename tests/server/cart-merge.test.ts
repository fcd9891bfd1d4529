import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { LOCAL_CART_MAX } from '../../shared/local-cart.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createBook, sellerAndBuyer } from '../helpers/factories.ts';

// cart.merge: a visitor's cart on the device joins the account's at sign-in
// (docs/product/cart.md#a-visitors-cart).

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

const cartBooks = async (userId: string) =>
  (await t.db.selectFrom('cart_items').select('book_id').where('user_id', '=', userId).execute())
    .map((r) => r.book_id)
    .sort();

describe('cart.merge', () => {
  it('refuses a visitor', async () => {
    const book = await createBook(t.db, seller.id);
    await expect(callerFor(t).cart.merge({ bookIds: [book] })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses bad ids and more books than a local cart keeps', async () => {
    const caller = callerFor(t, buyer);
    await expect(caller.cart.merge({ bookIds: ['nao-e-um-id'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const many = Array.from({ length: LOCAL_CART_MAX + 1 }, () => randomUUID());
    await expect(caller.cart.merge({ bookIds: many })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await cartBooks(buyer.id)).toEqual([]);
  });

  it('adds the books on sale and names the sold, hidden, unknown and own ones as dropped', async () => {
    const onSale = await createBook(t.db, seller.id);
    const sold = await createBook(t.db, seller.id, { status: 'sold' });
    const hidden = await createBook(t.db, seller.id, { status: 'hidden' });
    const own = await createBook(t.db, buyer.id);
    const unknown = randomUUID();
    const result = await callerFor(t, buyer).cart.merge({ bookIds: [onSale, sold, hidden, own, unknown] });
    expect(result.added).toBe(1);
    expect(result.dropped.sort()).toEqual([sold, hidden, own, unknown].sort());
    expect(await cartBooks(buyer.id)).toEqual([onSale]);
  });

  it('keeps a book already in the cart once, and a repeated id once', async () => {
    const a = await createBook(t.db, seller.id);
    const b = await createBook(t.db, seller.id);
    const caller = callerFor(t, buyer);
    await caller.cart.add({ bookId: a });
    const result = await caller.cart.merge({ bookIds: [a, b, b] });
    expect(result).toEqual({ added: 1, dropped: [] });
    expect(await cartBooks(buyer.id)).toEqual([a, b].sort());
    // Merging again (a second tab, a reload) changes nothing.
    expect(await caller.cart.merge({ bookIds: [a, b] })).toEqual({ added: 0, dropped: [] });
  });

  it('takes an empty cart', async () => {
    expect(await callerFor(t, buyer).cart.merge({ bookIds: [] })).toEqual({ added: 0, dropped: [] });
  });
});
