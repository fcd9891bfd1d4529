import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { Trpc } from '../lib/trpc.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return <Outlet />;
}
