import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { BestSellersShell } from '../components/browse/BestSellersShell.tsx';
import { PaginatedBooks } from '../components/browse/PaginatedBooks.tsx';
import { nextCursor } from '../components/browse/paged.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { trpc } from '../lib/trpc.ts';

const bestSellers = () => trpc.books.bestSellers.infiniteQueryOptions({}, { getNextPageParam: nextCursor });

export const Route = createFileRoute('/mais-vendidos')({
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(bestSellers()),
  errorComponent: ErrorPage,
  component: BestSellers,
});

/** Copies of the works most sold on Releia, still on sale; the heading says what ranked them. */
function BestSellers() {
  const query = useInfiniteQuery(bestSellers());
  return (
    <BestSellersShell ranking={query.data?.pages[0]?.ranking}>
      {(label) => <PaginatedBooks query={query} label={label} />}
    </BestSellersShell>
  );
}
