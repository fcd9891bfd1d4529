import { useEffect } from 'react';

const SITE = 'Releia';

/** Sets the browser tab title to '{title} | Releia' (or the site's default on the home page). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : `${SITE} — Descubra, compre e venda livros`;
  }, [title]);
}
