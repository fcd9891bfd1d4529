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

/** A QueryClient that never retries and keeps what a test put in it (no refetch behind its back). */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/**
 * Renders `ui` inside a memory router and a fresh QueryClient (or the one given, to start with
 * data in it). Every path renders `ui`, so links can be followed and the router's location
 * checked without the app's route tree; `pages` gives some paths their own content instead
 * (a sign-in page to be sent to), and `validateSearch` reads '/' like an app route does.
 */
export async function renderWithRouter(
  ui: ReactNode,
  {
    path = '/',
    queryClient = testQueryClient(),
    pages = {},
    validateSearch,
  }: {
    path?: string;
    queryClient?: QueryClient;
    pages?: Record<string, ReactNode>;
    validateSearch?: (raw: Record<string, unknown>) => object;
  } = {},
) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <>{ui}</> });
  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    validateSearch,
    component: () => <>{ui}</>,
  });
  const others = Object.entries(pages).map(([pagePath, content]) =>
    createRoute({ getParentRoute: () => rootRoute, path: pagePath, component: () => <>{content}</> }),
  );
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: rootRoute.addChildren([index, anyPath, ...others]), history });
  await act(() => router.load());
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, history, queryClient };
}

/**
 * How long a test waits for the cards rendered after the first paint (in idle time): rendering
 * thirty cards in jsdom took over waitFor's default second on a loaded 2-core machine.
 */
export const REST_RENDERED = { timeout: 5_000 };
