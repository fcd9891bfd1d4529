import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/_app.ts';

/** One review as reviews.list answers it; the list and the dialog with every review both show it. */
export type ReviewData = inferRouterOutputs<AppRouter>['reviews']['list'][number];
