import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PaginatedBooks } from '../components/browse/PaginatedBooks.tsx';
import { nextCursor } from '../components/browse/paged.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { trpc } from '../lib/trpc.ts';

const bestSellers = () => trpc.books.bestSellers.infiniteQueryOptions({}, { getNextPageParam: nextCursor });

export const Route = createFileRoute('/mais-vendidos')({
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(bestSellers()),
  errorComponent: ErrorPage,
  component: BestSellers,
});

/** The most sold books still on sale; the most liked break ties, so the list is useful from day one. */
function BestSellers() {
  const query = useInfiniteQuery(bestSellers());
  return (
    <PageShell
      title="Mais Vendidos"
      description="Os livros usados mais vendidos e mais curtidos do Releia, à venda agora."
      intro="Os livros mais procurados pelos leitores do Releia, com os mais curtidos desempatando."
    >
      <PaginatedBooks query={query} label="Livros mais vendidos" />
    </PageShell>
  );
}
