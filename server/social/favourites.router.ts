import { favouriteBooksInput, favouriteInput, favouriteSyncInput } from '../../shared/schemas/favourites.ts';
import { bookCardsOutput } from '../catalog/index.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';
import { addFavourites, favouriteIds, listedCards, removeFavourite } from './favourites.ts';

/** Favoritos (docs/product/favourites.md). */
export const favouritesRouter = router({
  /** The signed-in user's favourite book ids, newest first. */
  list: protectedProcedure.query(({ ctx }) => favouriteIds(ctx.db, ctx.user.id)),

  add: protectedProcedure.input(favouriteInput).mutation(async ({ ctx, input }) => {
    await addFavourites(ctx.db, ctx.user.id, [input.bookId]);
    return favouriteIds(ctx.db, ctx.user.id);
  }),

  remove: protectedProcedure.input(favouriteInput).mutation(async ({ ctx, input }) => {
    await removeFavourite(ctx.db, ctx.user.id, input.bookId);
    return favouriteIds(ctx.db, ctx.user.id);
  }),

  /** On sign-in: the favourites kept in this browser join the account's; the union comes back. */
  sync: protectedProcedure.input(favouriteSyncInput).mutation(async ({ ctx, input }) => {
    await addFavourites(ctx.db, ctx.user.id, input.bookIds);
    return favouriteIds(ctx.db, ctx.user.id);
  }),

  /** Cards of favourite books still on sale; visitors keep their ids in the browser only. */
  books: publicProcedure
    .input(favouriteBooksInput)
    .output(bookCardsOutput)
    .query(({ ctx, input }) => listedCards(ctx.db, input.bookIds)),
});
