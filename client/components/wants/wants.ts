import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WantSearchInput } from '../../../shared/schemas/wants.ts';
import { toastFromError } from '../../lib/errors.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useSignInFirst } from '../../lib/sign-in-first.ts';
import { trpc } from '../../lib/trpc.ts';
import { toastSuccess } from '../toast.ts';

// Lista de desejos (docs/product/wants.md): the buttons' state and saving, for the results page
// and the book page alike.

function useWantSaved() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.wants.pathKey() });
    toastSuccess(WANT_SAVED);
  };
}

export const WANT_SAVED = 'Salvo na sua lista de desejos. Avisaremos quando chegar.';
export const SAVE_ERROR = 'Não foi possível salvar na lista de desejos. Tente novamente.';

/** 'Avise-me' on the results page: whether this search is saved, and saving it. */
export function useSearchWant(input: WantSearchInput | null) {
  const { user } = useCurrentUser();
  const signIn = useSignInFirst('avise', input ? { intent: { kind: 'want-search', input } } : {});
  const saved = useWantSaved();
  const state = useQuery({
    ...trpc.wants.forSearch.queryOptions(input ?? { q: '' }),
    enabled: Boolean(user && input),
  });
  const save = useMutation(
    trpc.wants.saveSearch.mutationOptions({
      onSuccess: saved,
      onError: (error) => toastFromError(error, 'Erro', SAVE_ERROR),
    }),
  );
  return {
    active: Boolean(state.data?.id),
    pending: save.isPending,
    save: () => (user ? input && save.mutate(input) : signIn()),
  };
}

/** 'Avise-me quando chegar' on a book page: whether its work is wanted, and saving it. */
export function useBookWant(bookId: string) {
  const { user } = useCurrentUser();
  const signIn = useSignInFirst('avise', { intent: { kind: 'want-book', bookId } });
  const saved = useWantSaved();
  const state = useQuery({ ...trpc.wants.forBook.queryOptions({ bookId }), enabled: Boolean(user) });
  const save = useMutation(
    trpc.wants.saveWork.mutationOptions({
      onSuccess: saved,
      onError: (error) => toastFromError(error, 'Erro', SAVE_ERROR),
    }),
  );
  return {
    active: Boolean(state.data?.id),
    pending: save.isPending,
    save: () => (user ? save.mutate({ bookId }) : signIn()),
  };
}
