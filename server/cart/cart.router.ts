import { priceCartItems } from '../../shared/cart.ts';
import { cartAddInput, cartItemInput, cartMergeInput, cartQuantityInput } from '../../shared/schemas/cart.ts';
import { isListed } from '../catalog/index.ts';
import { RuleError } from '../errors.ts';
import { buyerPlace, chosenDeliveries, sellerDeliveries } from '../stores/index.ts';
import { protectedProcedure, router } from '../trpc.ts';
import {
  cartItemExists,
  clearCart,
  deleteCartItem,
  findBookForCart,
  findCartItemByBook,
  insertCartItem,
  listCart,
} from './cart.ts';
import { cartOutput } from './outputs.ts';

const signIn = { title: 'Login necessário', description: 'Faça login para adicionar livros ao carrinho' };
const unavailable = () =>
  new RuleError('CONFLICT', 'Este livro não está mais disponível', { title: 'Livro indisponível' });
const itemGone = (description: string) => new RuleError('NOT_FOUND', description, { title: 'Erro' });

export const cartRouter = router({
  /** The items, each seller's delivery options and the buyer's choice (docs/product/delivery.md#in-the-cart), the totals. */
  list: protectedProcedure
    .meta({ signIn })
    .output(cartOutput)
    .query(async ({ ctx }) => {
      const items = await listCart(ctx.db, ctx.user.id);
      const offers = await sellerDeliveries(
        ctx.db,
        items.map((i) => i.seller.id),
      );
      const chosen = await chosenDeliveries(ctx.db, ctx.user.id);
      const place = await buyerPlace(ctx.db, ctx.user.id);
      const deliveries = [...offers].map(([sellerId, offer]) => ({
        sellerId,
        offer,
        chosen: chosen.get(sellerId) ?? null,
      }));
      const { totals } = priceCartItems(items, deliveries, place);
      return { items, deliveries, buyerPlace: place, ...totals };
    }),

  /** The rules of docs/product/cart.md#adding, checked in that order, each with its own message. */
  add: protectedProcedure
    .meta({ signIn })
    .input(cartAddInput)
    .mutation(async ({ ctx, input }) => {
      const book = await findBookForCart(ctx.db, input.bookId);
      if (!book) throw unavailable();
      const available = isListed(book) && book.stock > 0;
      if (!available) throw unavailable();
      if (book.user_id === ctx.user.id) {
        throw new RuleError('FORBIDDEN', 'Você não pode comprar seu próprio livro', {
          title: 'Não permitido',
        });
      }
      const duplicate = () =>
        new RuleError('CONFLICT', 'Este livro já está no seu carrinho', { title: 'Item já no carrinho' });
      if (await findCartItemByBook(ctx.db, ctx.user.id, book.id)) throw duplicate();
      if (!(await insertCartItem(ctx.db, ctx.user.id, book.id))) throw duplicate();
      return { message: 'Livro adicionado ao carrinho' };
    }),

  /**
   * A visitor's cart on the device, brought into the account at sign-in or registration
   * (docs/product/cart.md#a-visitors-cart): each book goes in under the rules of `add`; those no
   * longer on sale and the member's own are dropped and named, those already in the cart stay.
   */
  merge: protectedProcedure
    .meta({ signIn })
    .input(cartMergeInput)
    .mutation(async ({ ctx, input }) => {
      const dropped: string[] = [];
      let added = 0;
      for (const bookId of new Set(input.bookIds)) {
        const book = await findBookForCart(ctx.db, bookId);
        if (!book || !isListed(book) || book.stock <= 0 || book.user_id === ctx.user.id) {
          dropped.push(bookId);
          continue;
        }
        if (await insertCartItem(ctx.db, ctx.user.id, book.id)) added += 1;
      }
      return { added, dropped };
    }),

  /** 0 or less removes the item; more than 1 is refused: used books are single copies. */
  updateQuantity: protectedProcedure
    .meta({ signIn })
    .input(cartQuantityInput)
    .mutation(async ({ ctx, input }) => {
      if (input.quantity <= 0) {
        if (!(await deleteCartItem(ctx.db, ctx.user.id, input.itemId))) {
          throw itemGone('Não foi possível atualizar a quantidade');
        }
        return { removed: true, message: 'Item removido do carrinho' };
      }
      if (input.quantity > 1) {
        throw new RuleError('BAD_REQUEST', 'Livros usados têm quantidade limitada a 1 unidade', {
          title: 'Quantidade limitada',
        });
      }
      if (!(await cartItemExists(ctx.db, ctx.user.id, input.itemId))) {
        throw itemGone('Não foi possível atualizar a quantidade');
      }
      return { removed: false, message: 'Quantidade atualizada' };
    }),

  remove: protectedProcedure
    .meta({ signIn })
    .input(cartItemInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteCartItem(ctx.db, ctx.user.id, input.itemId))) {
        throw itemGone('Não foi possível remover o item');
      }
      return { message: 'Item removido do carrinho' };
    }),

  clear: protectedProcedure.meta({ signIn }).mutation(async ({ ctx }) => {
    try {
      await clearCart(ctx.db, ctx.user.id);
    } catch (error) {
      throw new RuleError('INTERNAL_SERVER_ERROR', 'Não foi possível limpar o carrinho', { cause: error });
    }
    return { message: 'Carrinho limpo' };
  }),
});
