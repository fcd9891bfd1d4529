import type { Executor } from '../../db/client.ts';
import { RuleError } from '../errors.ts';
import { isBuyable } from './buyable.ts';
import {
  cartItemExists,
  clearCart,
  deleteCartItem,
  findBookForCart,
  findCartItemByBook,
  insertCartItem,
} from './cart.ts';

// The cart's rules (docs/product/cart.md), each refusal in the words its toast shows.

/**
 * Why the book may not go into `buyerId`'s cart, checked in the order of
 * docs/product/cart.md#adding (sign-in is the procedure's); null when it may.
 */
function addRefusal(book: Awaited<ReturnType<typeof findBookForCart>>, buyerId: string): RuleError | null {
  if (!book || !isBuyable(book))
    return new RuleError('CONFLICT', 'Este livro não está mais disponível', { title: 'Livro indisponível' });
  if (book.user_id === buyerId)
    return new RuleError('FORBIDDEN', 'Você não pode comprar seu próprio livro', { title: 'Não permitido' });
  return null;
}

/** 'Adicionar ao carrinho': the rules of adding, then once per book. */
export async function addToCart(db: Executor, buyerId: string, bookId: string): Promise<void> {
  const refusal = addRefusal(await findBookForCart(db, bookId), buyerId);
  if (refusal) throw refusal;
  const duplicate = () =>
    new RuleError('CONFLICT', 'Este livro já está no seu carrinho', { title: 'Item já no carrinho' });
  if (await findCartItemByBook(db, buyerId, bookId)) throw duplicate();
  // A concurrent add may win the unique key between the check and the insert.
  if (!(await insertCartItem(db, buyerId, bookId))) throw duplicate();
}

/**
 * A visitor's cart brought into the account (docs/product/cart.md#a-visitors-cart): each book
 * under the rules of adding; those refused are dropped and named, those already there stay.
 */
export async function mergeIntoCart(db: Executor, buyerId: string, bookIds: readonly string[]) {
  const dropped: string[] = [];
  let added = 0;
  for (const bookId of new Set(bookIds)) {
    if (addRefusal(await findBookForCart(db, bookId), buyerId)) {
      dropped.push(bookId);
      continue;
    }
    if (await insertCartItem(db, buyerId, bookId)) added += 1;
  }
  return { added, dropped };
}

const itemGone = (description: string) => new RuleError('NOT_FOUND', description, { title: 'Erro' });

/**
 * A used book is one copy (docs/product/cart.md#quantity): 0 or less removes the item, more than
 * 1 is refused. Whether the item was removed.
 */
export async function setQuantity(db: Executor, buyerId: string, itemId: string, quantity: number) {
  if (quantity <= 0) {
    if (!(await deleteCartItem(db, buyerId, itemId)))
      throw itemGone('Não foi possível atualizar a quantidade');
    return { removed: true };
  }
  if (quantity > 1)
    throw new RuleError('BAD_REQUEST', 'Livros usados têm quantidade limitada a 1 unidade', {
      title: 'Quantidade limitada',
    });
  if (!(await cartItemExists(db, buyerId, itemId))) throw itemGone('Não foi possível atualizar a quantidade');
  return { removed: false };
}

export async function removeFromCart(db: Executor, buyerId: string, itemId: string): Promise<void> {
  if (!(await deleteCartItem(db, buyerId, itemId))) throw itemGone('Não foi possível remover o item');
}

/** 'Limpar carrinho'; a failure is worded for its toast, its cause kept for the log. */
export async function emptyCart(db: Executor, buyerId: string): Promise<void> {
  await clearCart(db, buyerId).catch((error: unknown) => {
    throw new RuleError('INTERNAL_SERVER_ERROR', 'Não foi possível limpar o carrinho', { cause: error });
  });
}
