// First: before any schema is used (see the module).
import './lib/zod-csp.ts';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { firstPageLeft } from './components/books/use-progressive-count.ts';
import { readFavouritesAhead } from './components/favourites/favourites.ts';
import { appStylesLoaded } from './lib/app-styles.ts';
import { applyCachePolicy } from './lib/cache-policy.ts';
import { browserOnline, onConnectionChange, readConnection } from './lib/connection.ts';
import { firstRenderDone } from './lib/first-render.ts';
import { whenIdle } from './lib/idle.ts';
import { watchNetwork } from './lib/offline-link.ts';
import { scheduleCleanup } from './lib/offline-store.ts';
import { offlineStore, queryClient } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

// React Query only follows the online and offline events: a page loaded offline must say so, or
// it would not fetch again when the connection returns.
onlineManager.setOnline(browserOnline());
// docs/product/offline.md#data-cache: on a 2g connection data is kept fresh longer and retried less.
onConnectionChange(() => applyCachePolicy(queryClient, readConnection()));
// Back online (the browser says so, or the server answers again): whatever is showing saved data
// is read again from the server.
watchNetwork(queryClient);

/** At the latest, the service worker registers this long after the first render. */
const SW_WITHIN_MS = 3000;

/**
 * What the first page does not need waits until it has rendered and the browser has a moment
 * (the browser is idle while the page's data is on its way, which is too early): saving answers
 * for offline reading and the records' cleanup, which load idb and open the database, and the
 * service worker with its Workbox helper, as web.dev advises. None of it then shares the
 * connection or the main thread with the page's cover and first render.
 */
function startBackgroundWork(): void {
  firstRenderDone();
  scheduleCleanup(offlineStore);
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    whenIdle(() => void import('./lib/pwa.ts').then((pwa) => pwa.startServiceWorker()), SW_WITHIN_MS);
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');

// Start-up runs as a chain of short tasks, so that input is never kept waiting for long: this
// module's evaluation; creating the router (reading the URL and history, building the route tree);
// route matching with the loaders' first requests. The first page's data and the stylesheet are
// then awaited before React renders anything (index.html's loading screen shows meanwhile), and the
// page is rendered as a transition, which React splits into short slices.
setTimeout(() => {
  const router = createAppRouter();
  // Lists render their cards a few at a time only on the page the browser loaded.
  const stopWatching = router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged) return;
    firstPageLeft();
    stopWatching();
  });
  setTimeout(() => {
    void router
      .load()
      .catch(() => {})
      .then(() => appStylesLoaded())
      .finally(() => {
        startTransition(() =>
          createRoot(root).render(
            <StrictMode>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </StrictMode>,
          ),
        );
        startBackgroundWork();
      });
    // Done while the first page's data is on its way.
    setTimeout(readFavouritesAhead, 0);
  }, 0);
}, 0);
