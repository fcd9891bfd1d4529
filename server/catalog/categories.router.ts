import { hasDemoMembers } from '../accounts/index.ts';
import { publicProcedure, router } from '../trpc.ts';
import { listActiveCategories } from './categories.ts';

export const categoriesRouter = router({
  /**
   * The menus of every page, and whether the site shows demo data: the footer's notice rides on
   * this read rather than adding a request to every first load
   * (docs/product/demo-data.md#the-notice).
   */
  list: publicProcedure.query(async ({ ctx }) => {
    const [categories, demo] = await Promise.all([listActiveCategories(ctx.db), hasDemoMembers(ctx.db)]);
    return { categories, demo };
  }),
});
