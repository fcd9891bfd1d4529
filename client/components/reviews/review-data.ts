import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/app-router.ts';

/** One review as reviews.list answers it; the list and the dialog with every review both show it. */
export type ReviewData = inferRouterOutputs<AppRouter>['reviews']['list'][number];
