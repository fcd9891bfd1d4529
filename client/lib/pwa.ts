import { registerSW } from 'virtual:pwa-register';
import { toast } from '../components/toast.ts';

// The service worker (/sw.js, built by vite-plugin-pwa; docs/decisions/012). Loaded by main.tsx
// once the first page has rendered and the browser is idle, in production builds only, so it costs
// the first page nothing.

export const UPDATE_PROMPT = 'Uma nova versão está disponível. Atualizar agora?';
const UPDATE_TOAST_ID = 'sw-update';
/** A tab left open for days still learns of a new version. */
const UPDATE_CHECK_EVERY_MS = 60 * 60_000;

export function startServiceWorker(): void {
  const update = () => {
    // Reload once the new worker controls the page. workbox-window reloads only when the page
    // already had a worker when it registered, which a tab opened on the first visit did not.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker(true);
  };
  const updateServiceWorker = registerSW({
    // A new build's worker is installed and waiting: it takes over (and the page reloads into the
    // new version) only when the person says so, never in the middle of a form.
    onNeedRefresh() {
      toast(UPDATE_PROMPT, {
        id: UPDATE_TOAST_ID,
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Atualizar', onClick: update },
        cancel: { label: 'Agora não', onClick: () => {} },
      });
    },
    // The reload is update()'s, for every tab alike.
    onNeedReload() {},
    onRegisteredSW(_url, registration) {
      if (registration) watchForUpdates(registration);
    },
    // No worker (private mode, a blocked or failed registration) only means no offline use.
    onRegisterError(error: unknown) {
      console.warn('Service worker não registrado:', error);
    },
  });
}

/**
 * Browsers look for a new worker only on full page loads, and a single-page app rarely has
 * those: look again when the tab comes back into view, when the connection returns, and hourly.
 */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (!navigator.onLine || registration.installing) return;
    // A failed check (server restarting, network gone) is retried on the next occasion.
    registration.update().catch(() => {});
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
  window.setInterval(check, UPDATE_CHECK_EVERY_MS);
}
