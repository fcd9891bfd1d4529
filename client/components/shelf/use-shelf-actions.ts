import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { refreshCatalogue } from '../../lib/catalogue.ts';
import { trpc } from '../../lib/trpc.ts';
import { toastError, toastSuccess } from '../toast.ts';
import type { PendingAction } from './types.ts';

/**
 * Removing a listing or marking it sold, once the seller confirms (ShelfConfirmDialog). `listRef`
 * is the list that gets the focus back when the confirmed row has gone.
 */
export function useShelfActions() {
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const remove = useMutation(trpc.books.remove.mutationOptions());
  const markSold = useMutation(trpc.books.markSold.mutationOptions());

  const confirm = async () => {
    if (!pending) return;
    const { kind, book } = pending;
    try {
      if (kind === 'remove') await remove.mutateAsync({ id: book.id });
      else await markSold.mutateAsync({ id: book.id });
    } catch {
      toastError(kind === 'remove' ? 'Erro ao remover livro.' : 'Erro ao atualizar livro.');
      setPending(null);
      return;
    }
    toastSuccess(kind === 'remove' ? 'Livro removido com sucesso.' : 'Livro marcado como vendido.');
    setPending(null);
    await refreshCatalogue(queryClient);
    // The row (and the button that opened the dialog) is gone: keep focus in the list.
    listRef.current?.focus();
  };

  return {
    listRef,
    pending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm,
    busy: remove.isPending || markSold.isPending,
  };
}

export type ShelfActions = ReturnType<typeof useShelfActions>;
