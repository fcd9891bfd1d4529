import { guardInputsOf } from '../input-guard.ts';
import { router } from '../trpc.ts';
import { accountsRouter } from './accounts.ts';
import { adminRouter } from './admin.ts';
import { booksRouter } from './books.ts';
import { cartRouter } from './cart.ts';
import { categoriesRouter } from './categories.ts';
import { messagesRouter } from './messages.ts';
import { ordersRouter } from './orders.ts';
import { profileRouter } from './profile.ts';
import { reportsRouter } from './reports.ts';
import { searchRouter } from './search.ts';
import { socialRouter } from './social.ts';
import { storesRouter } from './stores.ts';
import { verificationRouter } from './verification.ts';

export const appRouter = router({
  accounts: accountsRouter,
  admin: adminRouter,
  books: booksRouter,
  cart: cartRouter,
  categories: categoriesRouter,
  messages: messagesRouter,
  orders: ordersRouter,
  profile: profileRouter,
  reports: reportsRouter,
  search: searchRouter,
  social: socialRouter,
  stores: storesRouter,
  verification: verificationRouter,
});

// The input guard learns each procedure's fields from the router it serves.
guardInputsOf(appRouter);

export type AppRouter = typeof appRouter;
