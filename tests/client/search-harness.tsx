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
import { validateHomeSearch } from '../../client/components/search/params.ts';

/**
 * `ui` on a memory router whose '/' validates its search like the app's home route, so the
 * search boxes and the results read and write the same parameters as in the app. Other paths
 * render `ui` too, for a search started away from the home page.
 */
export async function renderSearch(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    validateSearch: validateHomeSearch,
    component: () => <>{ui}</>,
  });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <>{ui}</> });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: rootRoute.addChildren([home, anyPath]), history });
  await act(() => router.load());
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, history, queryClient };
}
