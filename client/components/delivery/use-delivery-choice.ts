import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryMethod } from '../../../shared/delivery.ts';
import { toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * The buyer picks how one seller's parcel comes (docs/product/delivery.md#in-the-cart): the cart
 * shows it at once, the server keeps it for checkout, and a refusal puts the old choice back.
 */
export function useDeliveryChoice() {
  const queryClient = useQueryClient();
  const key = trpc.cart.list.queryKey();
  const mutation = useMutation(
    trpc.delivery.choose.mutationOptions({
      onMutate: async ({ sellerId, method }) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData(key);
        queryClient.setQueryData(key, (cart) =>
          cart
            ? {
                ...cart,
                deliveries: cart.deliveries.map((d) =>
                  d.sellerId === sellerId ? { ...d, chosen: method } : d,
                ),
              }
            : cart,
        );
        return { before };
      },
      onError: (error, _input, context) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
        toastFromError(error, 'Erro', 'Não foi possível escolher a entrega');
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
  );
  return (sellerId: string, method: DeliveryMethod) => mutation.mutate({ sellerId, method });
}
