import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import type { IsbnLookup } from './use-isbn-prefill.ts';

/** isbn.lookup through the query cache, so an ISBN asked twice on one visit asks the server once. */
export function useIsbnLookup(): IsbnLookup {
  const queryClient = useQueryClient();
  return (isbn) =>
    queryClient.fetchQuery({ ...trpc.isbn.lookup.queryOptions({ isbn }), staleTime: Infinity });
}
