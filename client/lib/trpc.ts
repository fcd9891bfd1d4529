import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/routers/_app.ts';

// The client singletons (trpc/trpc examples/minimal-react). The only thing taken from the
// server is the router's type; no server code reaches the bundle.

/** Must match the server's TRPC_MAX_BATCH default. */
const MAX_BATCH = 20;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: '/trpc', transformer: superjson }),
      false: httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: MAX_BATCH }),
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;
