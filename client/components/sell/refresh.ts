import type { QueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { trpc } from '../../lib/trpc.ts';

/**
 * After a listing is added, changed, sold or removed, every list of books may be out of date
 * (Lançamentos, the store, searches, Minha Estante). Queries on screen refetch now; the others
 * are dropped, because the app never refetches on mount (lib/trpc.ts) and would otherwise show
 * the old list on the next visit.
 */
export async function refreshListings(queryClient: QueryClient): Promise<void> {
  const keys = [trpc.books.pathKey(), trpc.search.pathKey()];
  for (const queryKey of keys) queryClient.removeQueries({ queryKey, type: 'inactive' });
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Asks before leaving a form with unsaved changes (links, back button, closing the tab). The
 * ref is cleared before the page navigates away after a successful save.
 */
export function useLeaveGuard() {
  const dirty = useRef(false);
  useBlocker({
    shouldBlockFn: () =>
      dirty.current &&
      !window.confirm('Sair sem salvar? O que você preencheu neste formulário será perdido.'),
    enableBeforeUnload: () => dirty.current,
  });
  return dirty;
}
