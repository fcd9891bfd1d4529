import type { ReactNode } from 'react';
import { validateHomeSearch } from '../../client/components/search/params.ts';
import { renderWithRouter } from './render.tsx';

/**
 * `ui` on a memory router whose '/' validates its search like the app's home route, so the
 * search boxes and the results read and write the same parameters as in the app. Other paths
 * render `ui` too, for a search started away from the home page.
 */
export function renderSearch(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  return renderWithRouter(ui, { path, validateSearch: validateHomeSearch });
}
