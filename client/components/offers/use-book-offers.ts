import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refusalMessage } from '../../lib/errors.ts';
import { trpc, trpcClient } from '../../lib/trpc.ts';
import { toast } from '../toast.ts';

const FALLBACK = 'Não foi possível concluir. Tente novamente.';

/**
 * The book page's offers (offers.forBook) and the steps on them. Each step refreshes the offers
 * and the cart (an accepted offer changes the cart's price); a refusal is returned as its pt-BR
 * sentence, for the dialog to show beside its field, or toasted for a button.
 */
export function useBookOffers(bookId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(trpc.offers.forBook.queryOptions({ bookId }));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.offers.forBook.queryKey({ bookId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.cart.list.queryKey() }),
    ]);
  const make = useMutation(trpc.offers.make.mutationOptions());
  const counter = useMutation(trpc.offers.counter.mutationOptions());
  // One mutation for the buttons' steps: only the procedure differs.
  const step = useMutation({
    mutationFn: ({ id, action }: { id: string; action: ButtonStep }) =>
      trpcClient.offers[action].mutate({ id }),
  });
  const attempt = async (work: () => Promise<unknown>): Promise<string | null> => {
    try {
      await work();
      await refresh();
      return null;
    } catch (error) {
      await refresh();
      return refusalMessage(error, FALLBACK);
    }
  };
  return {
    data: query.data,
    busy: make.isPending || counter.isPending || step.isPending,
    make: (amountCents: number) => attempt(() => make.mutateAsync({ bookId, amountCents })),
    counter: (id: string, counterCents: number) => attempt(() => counter.mutateAsync({ id, counterCents })),
    run: async (id: string, action: ButtonStep, done: string) => {
      const refused = await attempt(() => step.mutateAsync({ id, action }));
      if (refused) toast.error('Oferta', { description: refused });
      else toast.success(done);
    },
  };
}

export type ButtonStep = 'accept' | 'decline' | 'acceptCounter' | 'withdraw';
