import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportState } from '../../../shared/data-rights.ts';
import { toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

/** How often the page asks how the export is going while it is being made. */
const POLL_MS = 1500;

const inProgress = (state: DataExportState | undefined) =>
  state?.status === 'pending' || state?.status === 'working';

/**
 * 'Baixar meus dados' (docs/product/data-rights.md#download): asks for an export, then polls its
 * state until the link is ready. The export is a job on the server, so a reload finds it again.
 */
export function useDataExport() {
  const queryClient = useQueryClient();
  const status = useQuery({
    ...trpc.dataExport.status.queryOptions(),
    refetchInterval: (query) => (inProgress(query.state.data) ? POLL_MS : false),
  });
  const request = useMutation(
    trpc.dataExport.request.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.dataExport.status.queryKey() }),
      onError: (error) =>
        toastFromError(error, 'Erro', 'Não foi possível pedir seus dados. Tente novamente.'),
    }),
  );
  return {
    state: status.data,
    isLoading: status.isLoading,
    isError: status.isError,
    busy: request.isPending || inProgress(status.data),
    request: () => request.mutate(),
  };
}
