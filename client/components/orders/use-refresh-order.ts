import { useQueryClient } from '@tanstack/react-query';
import { refreshCatalogue } from '../../lib/catalogue.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * Refetches what a change to this order can affect: the order, the lists, the menus' counts of
 * orders awaiting a step, the problems card (a problem may be reported only from 'Pago' on and
 * never once cancelled: docs/product/problems.md#opening), and the catalogue (a cancellation puts
 * its books back on sale; docs/product/selling.md#the-catalogue-after-a-change).
 */
export function useRefreshOrder(id: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.orders.byId.queryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.orders.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.orders.awaiting.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.problems.forOrder.queryKey({ orderId: id }) }),
      refreshCatalogue(queryClient),
    ]);
  };
}
