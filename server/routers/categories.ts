import { listActiveCategories } from '../repositories/categories.ts';
import { publicProcedure, router } from '../trpc.ts';

export const categoriesRouter = router({
  list: publicProcedure.query(({ ctx }) => listActiveCategories(ctx.db)),
});
