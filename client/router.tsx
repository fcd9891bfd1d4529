import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from './components/ErrorPage.tsx';
import { PendingPage } from './components/Loading.tsx';
import { NotFoundPage } from './components/NotFoundPage.tsx';
import { queryClient, trpc } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { queryClient, trpc },
    defaultPreload: 'intent',
    // Loaders read through React Query, which owns caching; the router should not add its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: ErrorPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
