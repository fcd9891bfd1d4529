import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

/** Refetches what a change to this order can affect: the order, the lists, the seller's store. */
export function useRefreshOrder(id: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.orders.byId.queryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.orders.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.books.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.stores.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.search.pathKey() }),
    ]);
  };
}
