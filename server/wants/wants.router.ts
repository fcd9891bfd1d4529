import { wantBookInput, wantIdInput, wantSearchInput } from '../../shared/schemas/wants.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { wantsOutput } from './outputs.ts';
import { listWants, removeWant, saveSearchWant, saveWorkWant, wantOfBook, wantOfSearch } from './wants.ts';

/** Lista de desejos (docs/product/wants.md): every procedure is the signed-in member's own list. */
export const wantsRouter = router({
  /** The member's wants, newest first, each with a few listed books that match it now. */
  list: protectedProcedure.output(wantsOutput).query(({ ctx }) => listWants(ctx.db, ctx.user.id)),

  /** 'Avise-me' on the results page: the query and filters; saving it again keeps the one want. */
  saveSearch: protectedProcedure
    .input(wantSearchInput)
    .mutation(async ({ ctx, input }) => ({ id: await saveSearchWant(ctx.db, ctx.user.id, input) })),

  /** 'Avise-me quando chegar' on a book page: the book's work, never one's own book. */
  saveWork: protectedProcedure
    .input(wantBookInput)
    .mutation(async ({ ctx, input }) => ({ id: await saveWorkWant(ctx.db, ctx.user.id, input.bookId) })),

  /** Another member's want id removes nothing. */
  remove: protectedProcedure
    .input(wantIdInput)
    .mutation(async ({ ctx, input }) => ({ removed: await removeWant(ctx.db, ctx.user.id, input.id) })),

  /** The member's want of this book's work, for the button's state. */
  forBook: protectedProcedure
    .input(wantBookInput)
    .query(async ({ ctx, input }) => ({ id: await wantOfBook(ctx.db, ctx.user.id, input.bookId) })),

  /** The member's want of this search, for the button's state on the results page. */
  forSearch: protectedProcedure
    .input(wantSearchInput)
    .query(async ({ ctx, input }) => ({ id: await wantOfSearch(ctx.db, ctx.user.id, input) })),
});
