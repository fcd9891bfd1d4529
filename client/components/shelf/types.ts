import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/app-router.ts';

/** One of the signed-in seller's own listings: an item of books.mine. */
export type ShelfBook = inferRouterOutputs<AppRouter>['books']['mine'][number];

/** What the seller asked to do to a listing, waiting for their confirmation. */
export interface PendingAction {
  kind: 'remove' | 'sold';
  book: ShelfBook;
}
