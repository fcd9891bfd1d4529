import { priceCartItems } from '../../shared/cart.ts';
import { cartAddInput, cartItemInput, cartMergeInput, cartQuantityInput } from '../../shared/schemas/cart.ts';
import { buyerPlace, chosenDeliveries, sellerDeliveries } from '../stores/index.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { listCart } from './cart.ts';
import { cartOutput } from './outputs.ts';
import { addToCart, emptyCart, mergeIntoCart, removeFromCart, setQuantity } from './rules.ts';

const signIn = { title: 'Login necessário', description: 'Faça login para adicionar livros ao carrinho' };

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
      await addToCart(ctx.db, ctx.user.id, input.bookId);
      return { message: 'Livro adicionado ao carrinho' };
    }),

  /** A visitor's cart on the device, brought into the account at sign-in or registration. */
  merge: protectedProcedure
    .meta({ signIn })
    .input(cartMergeInput)
    .mutation(({ ctx, input }) => mergeIntoCart(ctx.db, ctx.user.id, input.bookIds)),

  updateQuantity: protectedProcedure
    .meta({ signIn })
    .input(cartQuantityInput)
    .mutation(async ({ ctx, input }) => {
      const { removed } = await setQuantity(ctx.db, ctx.user.id, input.itemId, input.quantity);
      return { removed, message: removed ? 'Item removido do carrinho' : 'Quantidade atualizada' };
    }),

  remove: protectedProcedure
    .meta({ signIn })
    .input(cartItemInput)
    .mutation(async ({ ctx, input }) => {
      await removeFromCart(ctx.db, ctx.user.id, input.itemId);
      return { message: 'Item removido do carrinho' };
    }),

  clear: protectedProcedure.meta({ signIn }).mutation(async ({ ctx }) => {
    await emptyCart(ctx.db, ctx.user.id);
    return { message: 'Carrinho limpo' };
  }),
});
