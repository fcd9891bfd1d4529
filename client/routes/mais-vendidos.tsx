import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { BookGrid } from '../components/books/BookGrid.tsx';
import { sectionQueryOptions } from '../components/books/HomeSection.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { PendingPage } from '../components/Loading.tsx';
import { PageShell } from '../components/PageShell.tsx';

// Sales are not counted yet (orders come with the checkout feature), so this page is honest
// about ranking by likes until then.
const SOURCE = 'populares';

export const Route = createFileRoute('/mais-vendidos')({
  loader: ({ context }) => context.queryClient.prefetchQuery(sectionQueryOptions(SOURCE)),
  pendingComponent: PendingPage,
  errorComponent: ErrorPage,
  component: BestSellers,
});

function BestSellers() {
  const books = useQuery(sectionQueryOptions(SOURCE));
  return (
    <PageShell
      title="Mais Vendidos"
      intro="Enquanto as vendas ainda estão sendo contabilizadas, mostramos os livros mais curtidos pelos leitores."
    >
      <BookGrid
        books={books.data}
        isLoading={books.isPending}
        isError={books.isError}
        onRetry={() => void books.refetch()}
        label="Livros mais curtidos"
      />
    </PageShell>
  );
}
