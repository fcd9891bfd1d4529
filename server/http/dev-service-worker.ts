import type { ServerResponse } from 'node:http';

// `npm run dev` serves the client from Vite, with no service worker. A browser that once ran the
// production build on the same address still has that build's worker, which would keep serving
// the old precached pages instead of Vite's. The browser checks /sw.js for a new version on every
// page load; in development it gets this worker, which takes over, unregisters itself and reloads
// the open tabs, so they load from Vite.
export const DEV_SERVICE_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.registration
      .unregister()
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((clients) => Promise.all(clients.map((client) => client.navigate(client.url)))),
  );
});
`;

export function sendDevServiceWorker(res: ServerResponse): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(DEV_SERVICE_WORKER);
}
