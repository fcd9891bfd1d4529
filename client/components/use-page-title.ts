import { simpleHead, useDocumentHead } from '../lib/head.ts';

/**
 * Sets the browser tab title to '{title} | Releia' (or the site's default on the home page), and
 * the rest of the head (description, canonical, social tags) to the site defaults for the current
 * path, so nothing of a previous book or store page lingers after navigating.
 */
export function usePageTitle(title: string | null, description?: string | null): void {
  useDocumentHead(simpleHead(title, description));
}
