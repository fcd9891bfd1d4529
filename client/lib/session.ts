import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { toast } from 'sonner';
import { trpc } from './trpc.ts';

/** The signed-in user (or null for visitors), shared by every component through React Query. */
export function useCurrentUser() {
  const query = useQuery(trpc.accounts.me.queryOptions());
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/** Sair: ends every session of the user, then refreshes cached data and goes to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.accounts.logout.mutationOptions({
      onSuccess: async () => {
        queryClient.clear();
        await router.invalidate();
        await navigate({ to: '/auth' });
      },
      onError: () => toast.error('Erro', { description: 'Erro ao fazer logout.' }),
    }),
  );
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
