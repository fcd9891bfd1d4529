import { useNavigate, useRouterState } from '@tanstack/react-router';
import { SEARCH_QUERY_MAX } from '../../../shared/search-limits.ts';
import { addToHistory } from './history.ts';
import { type HomeSearch, validateHomeSearch } from './params.ts';

/** The search shown on the home page ('' elsewhere), read as the home route reads it. */
export function useCurrentQuery(): string {
  return useRouterState({
    select: (s) => (s.location.pathname === '/' ? (validateHomeSearch(s.location.search).search ?? '') : ''),
  });
}

/**
 * Starts a search: records it in the history and opens '/?search=…' as a new history entry, so
 * Back returns to the previous search. `keep` carries sort and filters over (the results page's
 * own box refines the current results; the header starts afresh). A blank search ends the
 * current one.
 */
export function useRunSearch() {
  const navigate = useNavigate();
  const current = useCurrentQuery();
  return (query: string, keep?: Omit<HomeSearch, 'search'>) => {
    const q = query.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX);
    if (!q) {
      if (current) void navigate({ to: '/', search: {} });
      return;
    }
    addToHistory(q);
    void navigate({ to: '/', search: { ...keep, search: q } });
  };
}
