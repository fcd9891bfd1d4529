import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createBook, createUser, sellerAndBuyer, VALID_ADDRESS } from '../helpers/factories.ts';
import { refusalOf } from '../helpers/trpc.ts';

// What may be bought has one rule (server/cart/buyable.ts): on sale (`listed`) with a copy in
// stock. Adding to the cart, bringing a visitor's cart in, the cart's list and the checkout all
// apply it, so a book the cart refuses is never sold at checkout either.

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

/** What can make a book in someone's cart no longer buyable, done to it after it was added. */
const MEANWHILE = {
  'no longer on sale': { availability: 0 },
  'sold elsewhere': { status: 'sold' },
  'out of stock': { stock: 0 },
} as const;

const status = async (id: string) =>
  (await t.db.selectFrom('books').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe.each(Object.entries(MEANWHILE))('a book in the cart, then %s', (_, change) => {
  async function inTheCart() {
    const caller = callerFor(t, buyer);
    const book = await createBook(t.db, seller.id, { title: 'Dom Casmurro' });
    await caller.cart.add({ bookId: book });
    await t.db.updateTable('books').set(change).where('id', '=', book).execute();
    return { caller, book };
  }

  it('is not sold at checkout: nothing is bought, and the book is named', async () => {
    const { caller, book } = await inTheCart();
    const before = await status(book);
    expect(await refusalOf(caller.orders.checkout({ delivery: VALID_ADDRESS }))).toEqual({
      code: 'CONFLICT',
      title: 'Livro indisponível',
      message: 'O livro "Dom Casmurro" não está mais disponível. Remova-o do carrinho para continuar.',
    });
    expect(await t.db.selectFrom('orders').select('id').execute()).toEqual([]);
    expect(await status(book)).toBe(before);
    expect((await caller.cart.list()).items).toHaveLength(1);
  });

  it('shows in the cart as unavailable, outside the subtotal', async () => {
    const { caller } = await inTheCart();
    const cart = await caller.cart.list();
    expect(cart.items.map((i) => i.available)).toEqual([false]);
    expect(cart.subtotalCents).toBe(0);
  });

  it("cannot be added again, nor brought in from a visitor's cart", async () => {
    const { book } = await inTheCart();
    const other = callerFor(t, await createUser(t.db));
    expect(await refusalOf(other.cart.add({ bookId: book }))).toEqual({
      code: 'CONFLICT',
      title: 'Livro indisponível',
      message: 'Este livro não está mais disponível',
    });
    expect(await other.cart.merge({ bookIds: [book] })).toEqual({ added: 0, dropped: [book] });
  });
});
