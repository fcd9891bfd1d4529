import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshCatalogue } from '../../lib/catalogue.ts';
import { refusalMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { toastError, toastSuccess } from '../toast.ts';

/**
 * Runs an admin mutation from a dialog: 'Sucesso!' and fresh data everywhere it shows (lists,
 * book pages, search, stores, the header's categories) on success; on a refusal an 'Erro' toast
 * and the message inside the dialog, which stays open with what was typed.
 */
export function useAdminAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A book hidden or reinstated, a seller suspended: what is on sale changed
  // (docs/product/selling.md#the-catalogue-after-a-change).
  const refresh = () =>
    Promise.all([
      refreshCatalogue(queryClient),
      ...[
        trpc.admin,
        trpc.reviews,
        trpc.categories,
        trpc.likes,
        trpc.follows,
        trpc.favourites,
        trpc.views,
        trpc.suggestions,
      ].map((r) => queryClient.invalidateQueries({ queryKey: r.pathKey() })),
    ]);

  const run = async (action: () => Promise<{ message: string }>, fallback: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const result = await action();
      toastSuccess(result.message);
      await refresh();
      return true;
    } catch (e) {
      const message = refusalMessage(e, fallback);
      setError(message);
      toastError(message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, error, clearError: () => setError(null) };
}
