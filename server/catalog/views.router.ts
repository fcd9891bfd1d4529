import { viewInput } from '../../shared/schemas/views.ts';
import { RuleError } from '../errors.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { bookCardsOutput } from './outputs.ts';
import { recentlyViewed, registerView } from './views.ts';

/** Book views and 'Vistos Recentemente' (docs/product/views.md). */
export const viewsRouter = router({
  /** A book-page visit of a signed-in reader (docs/decisions/011-social.md). */
  register: protectedProcedure.input(viewInput).mutation(async ({ ctx, input }) => {
    const result = await registerView(ctx.db, ctx.user.id, input.bookId, { ip: ctx.ip });
    if (!result) throw new RuleError('NOT_FOUND', 'Livro não encontrado');
    return result;
  }),

  /** 'Vistos Recentemente': at most 10 listed books, newest view first. */
  recent: protectedProcedure.output(bookCardsOutput).query(({ ctx }) => recentlyViewed(ctx.db, ctx.user.id)),
});
