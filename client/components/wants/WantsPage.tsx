import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WANTS_FULL_MESSAGE, WANTS_MAX } from '../../../shared/wants.ts';
import { toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { ListError } from '../ListError.tsx';
import { PendingPage } from '../Loading.tsx';
import { EmptyState, PageShell } from '../PageShell.tsx';
import { toastSuccess } from '../toast.ts';
import { WantCard } from './WantCard.tsx';

/**
 * Lista de desejos (docs/product/wants.md#the-page): the member's saved searches and works, each
 * with the books on sale that match it now.
 */
export function WantsPage() {
  const queryClient = useQueryClient();
  const query = useQuery(trpc.wants.list.queryOptions());
  const remove = useMutation(
    trpc.wants.remove.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.wants.pathKey() });
        toastSuccess('Removido da sua lista de desejos.');
      },
      onError: (error) => toastFromError(error, 'Erro', 'Não foi possível remover. Tente novamente.'),
    }),
  );
  const wants = query.data;
  return (
    <PageShell
      title="Lista de desejos"
      intro="Buscas e livros que você procura. Avisamos quando alguém anunciar um livro que combine."
    >
      {query.isPending ? (
        <PendingPage />
      ) : query.isError || !wants ? (
        <ListError what="sua lista de desejos" onRetry={() => void query.refetch()} />
      ) : wants.length === 0 ? (
        <EmptyState title="Sua lista de desejos está vazia">
          Use “Avise-me” nos resultados de uma busca ou “Avise-me quando chegar” na página de um livro.
        </EmptyState>
      ) : (
        <div className="mx-auto flex max-w-3xl flex-col gap-4">
          <p className="text-sm text-stone-600">
            {wants.length} de {WANTS_MAX} desejos
            {wants.length >= WANTS_MAX && (
              <span className="block font-medium text-stone-800">{WANTS_FULL_MESSAGE}</span>
            )}
          </p>
          <ul className="flex flex-col gap-4">
            {wants.map((want) => (
              <li key={want.id}>
                <WantCard
                  want={want}
                  removing={remove.isPending && remove.variables?.id === want.id}
                  onRemove={() => remove.mutate({ id: want.id })}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </PageShell>
  );
}
