import { useInfiniteQuery, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, Link, redirect } from '@tanstack/react-router';
import { storeHead } from '../../shared/seo-pages.ts';
import { PaginatedBooks } from '../components/browse/PaginatedBooks.tsx';
import { nextCursor } from '../components/browse/paged.ts';
import { SortSelect } from '../components/browse/SortSelect.tsx';
import { type BrowseSort, sortValue, validateSortSearch } from '../components/browse/sort.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { PendingPage } from '../components/Loading.tsx';
import { EmptyState, primaryButtonClass } from '../components/PageShell.tsx';
import { SellerReputation } from '../components/reputation/SellerReputation.tsx';
import { RatingStats } from '../components/reviews/Rating.tsx';
import { ReviewList } from '../components/reviews/ReviewList.tsx';
import { StoreHeader } from '../components/stores/StoreHeader.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { VacationNotice } from '../components/vacation/VacationNotice.tsx';
import { useDocumentHead } from '../lib/head.ts';
import { isMissing, loadOrNotFound } from '../lib/not-found.ts';
import { trpc } from '../lib/trpc.ts';

function storeBooks(username: string, sort: BrowseSort | undefined) {
  return trpc.stores.books.infiniteQueryOptions({ username, sort }, { getNextPageParam: nextCursor });
}

export const Route = createFileRoute('/livraria/$username')({
  validateSearch: validateSortSearch,
  loaderDeps: ({ search }) => ({ sort: sortValue(search.ordem) }),
  loader: async ({ context, params, deps }) => {
    // The books need only the address, so they go in the same request as the store (a round trip
    // sooner for the page's first covers); only the reviews wait for the store's seller.
    const books = context.queryClient.prefetchInfiniteQuery(storeBooks(params.username, deps.sort));
    // An unknown or inactive store, or an address that cannot be one: the server says so.
    const data = await loadOrNotFound(() =>
      context.queryClient.ensureQueryData(
        context.trpc.stores.byUsername.queryOptions({ username: params.username }),
      ),
    );
    // '/livraria/LIVIA' or the name fallback of a seller who has a username: the store's address.
    if (data.store.slug !== params.username) {
      context.queryClient.setQueryData(
        context.trpc.stores.byUsername.queryKey({ username: data.store.slug }),
        data,
      );
      throw redirect({
        to: '/livraria/$username',
        params: { username: data.store.slug },
        search: true,
        replace: true,
      });
    }
    await Promise.all([
      books,
      context.queryClient.prefetchQuery(
        context.trpc.reviews.list.queryOptions({ sellerId: data.store.userId }),
      ),
    ]);
  },
  pendingComponent: PendingPage,
  notFoundComponent: StoreNotFound,
  errorComponent: StoreError,
  component: StorePage,
});

function StoreNotFound() {
  usePageTitle('Loja não encontrada');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16">
      <EmptyState
        title="Loja não encontrada"
        action={
          <Link to="/livrarias" className={primaryButtonClass}>
            Ver livrarias
          </Link>
        }
      >
        <h1 className="sr-only">Loja não encontrada</h1>A loja que você está procurando não existe ou está
        inativa.
      </EmptyState>
    </div>
  );
}

/** A store closed while the page was open is 'not found'; anything else may be retried. */
function StoreError(props: ErrorComponentProps) {
  if (isMissing(props.error)) return <StoreNotFound />;
  return <ErrorPage {...props} />;
}

function StorePage() {
  const { username } = Route.useParams();
  const { ordem } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(trpc.stores.byUsername.queryOptions({ username }));
  const books = useInfiniteQuery(storeBooks(username, sortValue(ordem)));
  const reviews = useQuery(trpc.reviews.list.queryOptions({ sellerId: data.store.userId }));
  const { store } = data;

  useDocumentHead(
    storeHead({
      storeName: store.storeName,
      username: store.slug,
      description: store.description,
      location: store.location,
      photoUrl: store.photoUrl,
    }),
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-6 md:py-8 lg:px-6">
      <StoreHeader data={data} />
      {data.vacation && <VacationNotice storeName={store.storeName} vacation={data.vacation} />}
      <SellerReputation sellerId={store.userId} />

      <section aria-labelledby="store-books" className="flex flex-col gap-4">
        <h2 id="store-books" className="font-semibold font-serif text-2xl text-stone-900">
          Livros Disponíveis
        </h2>
        <PaginatedBooks
          query={books}
          label={`Livros de ${store.storeName}`}
          headingLevel={3}
          toolbar={
            <SortSelect
              value={ordem}
              onChange={(value) => void navigate({ search: value ? { ordem: value } : {}, replace: true })}
            />
          }
        />
      </section>

      {/* Below the store's books, never on screen when the page opens: not laid out or painted
          until it comes near, which takes a quarter of the page's elements out of its first frame. */}
      <section
        aria-labelledby="store-reviews"
        className="flex flex-col gap-4 [contain-intrinsic-size:auto_720px] [content-visibility:auto]"
      >
        <h2 id="store-reviews" className="font-semibold font-serif text-2xl text-stone-900">
          Avaliações
        </h2>
        <RatingStats rating={data.rating} />
        {reviews.data ? (
          <ReviewList reviews={reviews.data} />
        ) : reviews.isError ? (
          <p className="text-sm text-stone-600">Não foi possível carregar as avaliações.</p>
        ) : (
          <p role="status" className="text-sm text-stone-600">
            Carregando avaliações...
          </p>
        )}
      </section>
    </div>
  );
}
