import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { nextCursor } from '../components/browse/paged.ts';
import { StoreList } from '../components/browse/StoreList.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { trpc } from '../lib/trpc.ts';

const stores = () => trpc.stores.list.infiniteQueryOptions({}, { getNextPageParam: nextCursor });

export const Route = createFileRoute('/livrarias')({
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(stores()),
  errorComponent: ErrorPage,
  component: StoresPage,
});

function StoresPage() {
  const query = useInfiniteQuery(stores());
  return (
    <PageShell
      title="Livrarias"
      description="As livrarias dos leitores que vendem livros usados no Releia: conheça cada vendedor e seus livros."
      intro="Os leitores que vendem livros no Releia."
    >
      <StoreList query={query} />
    </PageShell>
  );
}
