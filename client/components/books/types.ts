import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/app-router.ts';

/** A book as the card shows it: one item of a books.section answer. */
export type BookCardData = inferRouterOutputs<AppRouter>['books']['section'][number];
