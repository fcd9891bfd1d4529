import { router } from '../trpc.ts';
import { booksRouter } from './books.ts';
import { categoriesRouter } from './categories.ts';

export const appRouter = router({
  books: booksRouter,
  categories: categoriesRouter,
});

export type AppRouter = typeof appRouter;
