import { bookListInput, sectionInput } from '../../shared/schemas/books.ts';
import { listNewest, listSection } from '../repositories/books.ts';
import { publicProcedure, router } from '../trpc.ts';

export const booksRouter = router({
  /** Available books, newest first, 50 a page by default (spec section 7). */
  list: publicProcedure.input(bookListInput).query(({ ctx, input }) => listNewest(ctx.db, input)),

  /** One home carousel: at most 12 books (spec section 9). */
  section: publicProcedure
    .input(sectionInput)
    .query(({ ctx, input }) => listSection(ctx.db, input.slug, input.limit)),
});
