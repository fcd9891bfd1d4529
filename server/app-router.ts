import { accountsRouter } from './accounts/accounts.router.ts';
import { verificationRouter } from './accounts/verification.router.ts';
import { adminRouter } from './admin/admin.router.ts';
import { cartRouter } from './cart/cart.router.ts';
import { booksRouter } from './catalog/books.router.ts';
import { categoriesRouter } from './catalog/categories.router.ts';
import { viewsRouter } from './catalog/views.router.ts';
import { accountDeletionRouter } from './data-rights/deletion.router.ts';
import { dataExportRouter } from './data-rights/export.router.ts';
import { newsletterRouter } from './data-rights/newsletter.router.ts';
import { importsRouter } from './imports/imports.router.ts';
import { guardInputsOf } from './input-guard.ts';
import { isbnRouter } from './isbn/isbn.router.ts';
import { listingsRouter } from './listings/listings.router.ts';
import { profileRouter } from './members/profile.router.ts';
import { suggestionsRouter } from './members/suggestions.router.ts';
import { messagesRouter } from './messages/messages.router.ts';
import { notificationsRouter } from './notifications/notifications.router.ts';
import { offersRouter } from './offers/offers.router.ts';
import { ordersRouter } from './orders/orders.router.ts';
import { reviewsRouter } from './orders/reviews.router.ts';
import { problemsRouter } from './problems/problems.router.ts';
import { reportsRouter } from './reports/reports.router.ts';
import { reputationRouter } from './reputation/reputation.router.ts';
import { searchRouter } from './search/search.router.ts';
import { favouritesRouter } from './social/favourites.router.ts';
import { followsRouter } from './social/follows.router.ts';
import { likesRouter } from './social/likes.router.ts';
import { deliveryRouter } from './stores/delivery.router.ts';
import { storesRouter } from './stores/stores.router.ts';
import { mergeRouters, router } from './trpc.ts';
import { wantsRouter } from './wants/wants.router.ts';

export const appRouter = router({
  accountDeletion: accountDeletionRouter,
  accounts: accountsRouter,
  admin: adminRouter,
  books: mergeRouters(booksRouter, listingsRouter),
  cart: cartRouter,
  categories: categoriesRouter,
  dataExport: dataExportRouter,
  delivery: deliveryRouter,
  favourites: favouritesRouter,
  imports: importsRouter,
  isbn: isbnRouter,
  follows: followsRouter,
  likes: likesRouter,
  messages: messagesRouter,
  newsletter: newsletterRouter,
  notifications: notificationsRouter,
  offers: offersRouter,
  orders: ordersRouter,
  problems: problemsRouter,
  profile: profileRouter,
  reports: reportsRouter,
  reputation: reputationRouter,
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
