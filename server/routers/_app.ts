import { router } from '../trpc.ts';
import { accountsRouter } from './accounts.ts';
import { booksRouter } from './books.ts';
import { categoriesRouter } from './categories.ts';

export const appRouter = router({
  accounts: accountsRouter,
  books: booksRouter,
  categories: categoriesRouter,
});

export type AppRouter = typeof appRouter;
