import { MutationCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/app-router.ts';
import { batchTransformer } from './batch-transformer.ts';
import { applyCachePolicy } from './cache-policy.ts';
import { readConnection } from './connection.ts';
import { toastOffline } from './errors.ts';
import { firstRender } from './first-render.ts';
import { isOfflineError, offlineLink } from './offline-link.ts';
import { createOfflineStore, indexedDbBackend, memoryBackend } from './offline-store.ts';

// The client singletons (trpc/trpc examples/minimal-react). The only thing taken from the
// server is the router's type; no server code reaches the bundle.

/** Must match the server's TRPC_MAX_BATCH default. */
const MAX_BATCH = 20;

/** This build's version (vite.config.ts): offline data saved by another build is not used. */
export const APP_VERSION = __APP_VERSION__;

export function createQueryClient() {
  const queryClient = new QueryClient({
    // Whatever a failed action's own handler says, an action tried offline also says why.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isOfflineError(error)) toastOffline();
      },
    }),
  });
  applyCachePolicy(queryClient, readConnection());
  return queryClient;
}

export const queryClient = createQueryClient();

export const offlineStore = createOfflineStore(
  typeof indexedDB === 'undefined' ? memoryBackend() : indexedDbBackend(),
  { version: APP_VERSION },
);

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    offlineLink(offlineStore, { savesAfter: firstRender }),
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: '/trpc', transformer: superjson }),
      false: httpBatchLink({ url: '/trpc', transformer: batchTransformer, maxItems: MAX_BATCH }),
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;
