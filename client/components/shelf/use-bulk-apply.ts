import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkKind } from '../../../shared/bulk.ts';
import type { BulkInput } from '../../../shared/schemas/bulk.ts';
import { refreshCatalogue } from '../../lib/catalogue.ts';
import { toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { toastSuccess } from '../toast.ts';
import { type BulkSelection, bulkRequest } from './bulk.ts';

/**
 * The bulk bar's state: the change chosen, its value, and the request held until the seller
 * confirms it ('Alterar o preço de 37 livros?', docs/product/selling.md#many-books-at-once).
 */
export function useBulkApply(selection: BulkSelection) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<BulkKind>('percent');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [asking, setAsking] = useState<BulkInput | null>(null);
  const bulk = useMutation(trpc.books.bulk.mutationOptions());

  const apply = () => {
    const request = bulkRequest(selection.selected, kind, value);
    setError(request.error);
    if (request.input) setAsking(request.input);
  };
  const confirm = async () => {
    if (!asking) return;
    try {
      const answer = await bulk.mutateAsync(asking);
      toastSuccess(answer.message);
      selection.clear();
      setValue('');
    } catch (e) {
      toastFromError(e, 'Erro', 'Não foi possível alterar os livros. Tente novamente.');
    }
    setAsking(null);
    await refreshCatalogue(queryClient);
  };
  const chooseKind = (next: BulkKind) => {
    setKind(next);
    setError(undefined);
  };

  return {
    kind,
    chooseKind,
    value,
    setValue,
    error,
    asking,
    cancel: () => setAsking(null),
    apply,
    confirm,
    busy: bulk.isPending,
  };
}
