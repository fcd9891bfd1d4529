import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/app-router.ts';

/**
 * A book as the card shows it: one item of a books.section answer; search results add the copies
 * of its work and their lowest price (docs/product/search.md#works).
 */
export type BookCardData = inferRouterOutputs<AppRouter>['books']['section'][number] & {
  copies?: number;
  fromCents?: number;
};
