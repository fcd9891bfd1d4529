import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createBook, createUser, sellerAndBuyer } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

const titleOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (error) {
    const e = error as { code?: string; message: string; cause?: { title?: string } };
    return { code: e.code, title: e.cause?.title, message: e.message };
  }
  throw new Error('esperava uma recusa');
};

describe('cart.add', () => {
  it("asks visitors to sign in with 'Login necessário'", async () => {
    const book = await createBook(t.db, seller.id);
    expect(await titleOf(callerFor(t).cart.add({ bookId: book }))).toEqual({
      code: 'UNAUTHORIZED',
      title: 'Login necessário',
      message: 'Faça login para adicionar livros ao carrinho',
    });
  });

  it("refuses sold, hidden and unknown books with 'Livro indisponível'", async () => {
    const caller = callerFor(t, buyer);
    for (const status of ['sold', 'hidden', 'removed'] as const) {
      const book = await createBook(t.db, seller.id, { status });
      expect(await titleOf(caller.cart.add({ bookId: book }))).toMatchObject({
        title: 'Livro indisponível',
        message: 'Este livro não está mais disponível',
      });
    }
    expect(await titleOf(caller.cart.add({ bookId: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({
      title: 'Livro indisponível',
    });
  });

  it("refuses one's own book with 'Não permitido'", async () => {
    const book = await createBook(t.db, buyer.id);
    expect(await titleOf(callerFor(t, buyer).cart.add({ bookId: book }))).toEqual({
      code: 'FORBIDDEN',
      title: 'Não permitido',
      message: 'Você não pode comprar seu próprio livro',
    });
  });

  it("refuses a duplicate with 'Item já no carrinho', checking rules in the order of docs/product/cart.md#adding", async () => {
    const book = await createBook(t.db, seller.id);
    const caller = callerFor(t, buyer);
    expect(await caller.cart.add({ bookId: book })).toEqual({ message: 'Livro adicionado ao carrinho' });
    expect(await titleOf(caller.cart.add({ bookId: book }))).toMatchObject({
      title: 'Item já no carrinho',
      message: 'Este livro já está no seu carrinho',
    });
    // Sold after being added: availability is checked before the duplicate rule.
    await t.db.updateTable('books').set({ status: 'sold' }).where('id', '=', book).execute();
    expect(await titleOf(caller.cart.add({ bookId: book }))).toMatchObject({ title: 'Livro indisponível' });
  });

  it('keeps a single row when the same add races with itself', async () => {
    const book = await createBook(t.db, seller.id);
    const caller = callerFor(t, buyer);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => caller.cart.add({ bookId: book })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await t.db.selectFrom('cart_items').select('id').execute()).toHaveLength(1);
  });
});

describe('cart.list', () => {
  it('joins books and sellers, totals with one R$ 12,00 shipping per seller, marks sold items', async () => {
    const other = await createUser(t.db, { name: 'Outro vendedor' });
    const a = await createBook(t.db, seller.id, { priceCents: 2000 });
    const b = await createBook(t.db, seller.id, { priceCents: 1500 });
    const c = await createBook(t.db, other.id, { priceCents: 1000 });
    const caller = callerFor(t, buyer);
    for (const bookId of [a, b, c]) await caller.cart.add({ bookId });
    let cart = await caller.cart.list();
    expect(cart.items).toHaveLength(3);
    expect(cart).toMatchObject({
      subtotalCents: 4500,
      shippingCents: 2400,
      totalCents: 6900,
      sellerCount: 2,
    });
    await t.db.updateTable('books').set({ status: 'sold' }).where('id', '=', c).execute();
    cart = await caller.cart.list();
    expect(cart.items.find((i) => i.book.id === c)?.available).toBe(false);
    expect(cart).toMatchObject({ subtotalCents: 3500, shippingCents: 1200, totalCents: 4700 });
  });

  it('is empty with no shipping for an empty cart', async () => {
    expect(await callerFor(t, buyer).cart.list()).toMatchObject({
      items: [],
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
    });
  });
});

describe('cart.updateQuantity, remove and clear', () => {
  async function itemId() {
    const book = await createBook(t.db, seller.id);
    await callerFor(t, buyer).cart.add({ bookId: book });
    const cart = await callerFor(t, buyer).cart.list();
    const id = cart.items[0]?.id;
    if (!id) throw new Error('item ausente');
    return id;
  }

  it("removes at 0 or less and refuses more than 1 with 'Quantidade limitada'", async () => {
    const id = await itemId();
    const caller = callerFor(t, buyer);
    expect(await titleOf(caller.cart.updateQuantity({ itemId: id, quantity: 2 }))).toMatchObject({
      title: 'Quantidade limitada',
      message: 'Livros usados têm quantidade limitada a 1 unidade',
    });
    expect(await caller.cart.updateQuantity({ itemId: id, quantity: 1 })).toMatchObject({ removed: false });
    expect(await caller.cart.updateQuantity({ itemId: id, quantity: -1 })).toMatchObject({ removed: true });
    expect((await caller.cart.list()).items).toEqual([]);
  });

  it("never touches another user's item", async () => {
    const id = await itemId();
    const intruder = callerFor(t, await createUser(t.db));
    expect((await titleOf(intruder.cart.remove({ itemId: id }))).message).toBe(
      'Não foi possível remover o item',
    );
    expect((await titleOf(intruder.cart.updateQuantity({ itemId: id, quantity: 0 }))).message).toBe(
      'Não foi possível atualizar a quantidade',
    );
    await intruder.cart.clear();
    expect((await callerFor(t, buyer).cart.list()).items).toHaveLength(1);
  });

  it('removes one item and clears the cart with the messages of docs/product/cart.md#errors', async () => {
    const id = await itemId();
    const caller = callerFor(t, buyer);
    await caller.cart.add({ bookId: await createBook(t.db, seller.id) });
    expect(await caller.cart.remove({ itemId: id })).toEqual({ message: 'Item removido do carrinho' });
    expect(await caller.cart.clear()).toEqual({ message: 'Carrinho limpo' });
    expect((await caller.cart.list()).items).toEqual([]);
  });

  it('refuses malformed input with a pt-BR message', async () => {
    expect((await errorOf(callerFor(t, buyer).cart.add({ bookId: 'x' }))).message).toBe('Livro inválido.');
    expect(
      (await errorOf(callerFor(t, buyer).cart.updateQuantity({ itemId: 'x', quantity: 1 }))).message,
    ).toBe('Item inválido.');
  });
});
