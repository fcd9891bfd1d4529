import { searchInput, suggestInput } from '../../shared/schemas/search.ts';
import { publicProcedure, router } from '../trpc.ts';
import { searchPageOutput } from './outputs.ts';
import { searchBooks, suggestBooks } from './service.ts';

export const searchRouter = router({
  /** One page of results over every listed book; a blank or one-letter query gives none. */
  books: publicProcedure
    .input(searchInput)
    .output(searchPageOutput)
    .query(({ ctx, input }) => searchBooks(ctx.db, input)),

  /** Titles and authors for the search box: 5 by default, 8 in the header (docs/product/search.md#search-box). */
  suggest: publicProcedure
    .input(suggestInput)
    .query(({ ctx, input }) => suggestBooks(ctx.db, input.q, input.limit)),
});
