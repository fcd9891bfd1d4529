import { router } from '../trpc.ts';
import { accountsRouter } from './accounts.ts';
import { booksRouter } from './books.ts';
import { categoriesRouter } from './categories.ts';
import { profileRouter } from './profile.ts';
import { searchRouter } from './search.ts';
import { verificationRouter } from './verification.ts';

export const appRouter = router({
  accounts: accountsRouter,
  books: booksRouter,
  categories: categoriesRouter,
  profile: profileRouter,
  search: searchRouter,
  verification: verificationRouter,
});

export type AppRouter = typeof appRouter;
