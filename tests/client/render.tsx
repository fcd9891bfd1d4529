import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders `ui` inside a memory router and a fresh QueryClient (or the one given, to start with
 * data in it). Every path renders `ui`, so links can be followed and the router's location
 * checked without the app's route tree.
 */
export async function renderWithRouter(
  ui: ReactNode,
  {
    path = '/',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <>{ui}</> });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui}</> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, anyPath]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(() => router.load());
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/**
 * How long a test waits for the cards rendered after the first paint (in idle time): rendering
 * thirty cards in jsdom took over waitFor's default second on a loaded 2-core machine.
 */
export const REST_RENDERED = { timeout: 5_000 };
