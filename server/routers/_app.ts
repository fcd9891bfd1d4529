import { guardInputsOf } from '../input-guard.ts';
import { router } from '../trpc.ts';
import { accountDeletionRouter } from './account-deletion.ts';
import { accountsRouter } from './accounts.ts';
import { adminRouter } from './admin.ts';
import { booksRouter } from './books.ts';
import { cartRouter } from './cart.ts';
import { categoriesRouter } from './categories.ts';
import { dataExportRouter } from './data-export.ts';
import { deliveryRouter } from './delivery.ts';
import { favouritesRouter } from './favourites.ts';
import { followsRouter } from './follows.ts';
import { likesRouter } from './likes.ts';
import { messagesRouter } from './messages.ts';
import { newsletterRouter } from './newsletter.ts';
import { notificationsRouter } from './notifications.ts';
import { offersRouter } from './offers.ts';
import { ordersRouter } from './orders.ts';
import { profileRouter } from './profile.ts';
import { reportsRouter } from './reports.ts';
import { reviewsRouter } from './reviews.ts';
import { searchRouter } from './search.ts';
import { storesRouter } from './stores.ts';
import { suggestionsRouter } from './suggestions.ts';
import { verificationRouter } from './verification.ts';
import { viewsRouter } from './views.ts';
import { wantsRouter } from './wants.ts';

export const appRouter = router({
  accountDeletion: accountDeletionRouter,
  accounts: accountsRouter,
  admin: adminRouter,
  books: booksRouter,
  cart: cartRouter,
  categories: categoriesRouter,
  dataExport: dataExportRouter,
  delivery: deliveryRouter,
  favourites: favouritesRouter,
  follows: followsRouter,
  likes: likesRouter,
  messages: messagesRouter,
  newsletter: newsletterRouter,
  notifications: notificationsRouter,
  offers: offersRouter,
  orders: ordersRouter,
  profile: profileRouter,
  reports: reportsRouter,
  reviews: reviewsRouter,
  search: searchRouter,
  stores: storesRouter,
  suggestions: suggestionsRouter,
  verification: verificationRouter,
  views: viewsRouter,
  wants: wantsRouter,
});

// The input guard learns each procedure's fields from the router it serves.
guardInputsOf(appRouter);

export type AppRouter = typeof appRouter;
