import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FacetList } from '../components/browse/FacetList.tsx';
import { nextCursor } from '../components/browse/paged.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { trpc } from '../lib/trpc.ts';

const publishers = () => trpc.books.publishers.infiniteQueryOptions({}, { getNextPageParam: nextCursor });

export const Route = createFileRoute('/editoras')({
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(publishers()),
  errorComponent: ErrorPage,
  component: PublishersPage,
});

function PublishersPage() {
  const query = useInfiniteQuery(publishers());
  return (
    <PageShell
      title="Editoras"
      description="Editoras com livros usados à venda no Releia: encontre livros pela casa que os publicou."
      intro="As editoras com livros à venda no Releia, das mais encontradas às menos."
    >
      <FacetList query={query} kind="publisher" />
    </PageShell>
  );
}
