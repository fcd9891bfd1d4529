import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FacetList } from '../components/browse/FacetList.tsx';
import { nextCursor } from '../components/browse/paged.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { trpc } from '../lib/trpc.ts';

const authors = () => trpc.books.authors.infiniteQueryOptions({}, { getNextPageParam: nextCursor });

export const Route = createFileRoute('/autores')({
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(authors()),
  errorComponent: ErrorPage,
  component: AuthorsPage,
});

function AuthorsPage() {
  const query = useInfiniteQuery(authors());
  return (
    <PageShell
      title="Autores"
      description="Autores com livros usados à venda no Releia: encontre seu próximo livro pelo nome de quem escreveu."
      intro="Os autores com livros à venda no Releia, dos mais encontrados aos menos."
    >
      <FacetList query={query} kind="author" />
    </PageShell>
  );
}
