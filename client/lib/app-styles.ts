/** Marks the app's stylesheet link, which the built index.html inserts (vite.config.ts). */
export const APP_STYLES_ATTRIBUTE = 'data-app-styles';

/**
 * Resolves once the app's stylesheet applies. The built page does not let the stylesheet hold
 * back its loading screen, so the app must not render before it: its pages would flash
 * unstyled. A failed stylesheet is not waited for (the page is better unstyled than blank), and
 * without the link (the dev server injects styles itself) there is nothing to wait for.
 */
export function appStylesLoaded(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(`link[${APP_STYLES_ATTRIBUTE}]`);
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
