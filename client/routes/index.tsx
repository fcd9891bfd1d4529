import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { HOME_SECTIONS } from '../../shared/categories.ts';
import { HomeSection, sectionQueryOptions } from '../components/books/HomeSection.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { AddBookButton } from '../components/home/AddBookButton.tsx';
import { HomeHero } from '../components/home/HomeHero.tsx';
import { PendingPage } from '../components/Loading.tsx';
import { BOOKS_SECTION_ID } from '../components/layout/scroll-to-books.ts';
import { searchTitle, validateHomeSearch } from '../components/search/params.ts';
import { prefetchSearch } from '../components/search/results-query.ts';
import { usePageTitle } from '../components/use-page-title.ts';
import { RecentlyViewed, recentlyViewedOptions } from '../components/views/RecentlyViewed.tsx';
import { useCurrentUser } from '../lib/session.ts';

// Code the home page needs only sometimes loads only then: the results of a search, the
// signed-in reader's suggestions card, and the invitation of a community with no book yet.
const loadSearchResults = () => import('../components/search/SearchResults.tsx');
const SearchResults = lazy(() => loadSearchResults().then((m) => ({ default: m.SearchResults })));
const Suggestions = lazy(() =>
  import('../components/suggestions/Suggestions.tsx').then((m) => ({ default: m.Suggestions })),
);
const EmptyCommunity = lazy(() =>
  import('../components/home/EmptyCommunity.tsx').then((m) => ({ default: m.EmptyCommunity })),
);

export const Route = createFileRoute('/')({
  // ?search= and, only with it, the results' sort and filters; bad values are dropped.
  validateSearch: validateHomeSearch,
  // A search shows results instead of the carousels, which it then need not load.
  loaderDeps: ({ search }) => ({ search: validateHomeSearch(search) }),
  // All six sections go out in the same tick, so httpBatchLink sends them as one request: waiting
  // for all costs the same round trip as waiting for one, and the page then paints complete
  // instead of flashing skeletons. prefetchQuery never throws: a failed section shows its own
  // error and retry in place instead of failing the whole page.
  loader: async ({ context, deps, cause }) => {
    if (deps.search.search) {
      // Arriving at a search (a link, a reload, a search from another page): the results' code
      // and first page load together, and the page paints with its books. A new query or filter
      // on the results page starts the same request but does not wait for it: the last results
      // stay on screen, marked as searching (SearchResults).
      const results = Promise.all([loadSearchResults(), prefetchSearch(context.queryClient, deps.search)]);
      if (cause === 'enter') await results.catch(() => {});
      return;
    }
    // 'Vistos Recentemente' comes first on the page: loading it with the sections keeps it from
    // pushing them down after they have painted.
    const recentlyViewed = async () => {
      const me = await context.queryClient.ensureQueryData(context.trpc.accounts.me.queryOptions());
      if (me) await context.queryClient.prefetchQuery(recentlyViewedOptions());
    };
    await Promise.all([
      ...HOME_SECTIONS.map((section) =>
        context.queryClient.prefetchQuery(context.trpc.books.section.queryOptions({ slug: section.slug })),
      ),
      recentlyViewed().catch(() => {}),
    ]);
  },
  pendingComponent: PendingPage,
  errorComponent: ErrorPage,
  component: Home,
});

function Home() {
  // Validated again: the router lays the raw URL values over the validated ones.
  const { search } = validateHomeSearch(Route.useSearch());
  usePageTitle(search ? searchTitle(search) : null);
  const { user } = useCurrentUser();
  // 'Lançamentos' holds the newest books on sale: none there means none anywhere (already loaded
  // by the loader, so this asks nothing more).
  const newest = useQuery({ ...sectionQueryOptions('lancamentos'), enabled: !search });
  const noBooks = newest.data?.length === 0;
  // A search replaces the page's content with its results (docs/product/search.md#results).
  if (search) {
    return (
      // As tall as the screen while the results' code loads, so the footer does not show and then
      // jump down when they arrive.
      <Suspense
        fallback={
          <div className="min-h-dvh">
            <PendingPage />
          </div>
        }
      >
        <SearchResults />
      </Suspense>
    );
  }

  return (
    <>
      <HomeHero />

      <section
        id={BOOKS_SECTION_ID}
        tabIndex={-1}
        aria-label="Livros"
        className="mx-auto flex max-w-7xl scroll-mt-36 flex-col gap-12 px-4 py-10 lg:px-6"
      >
        <RecentlyViewed />
        {noBooks ? (
          <Suspense fallback={<PendingPage />}>
            <EmptyCommunity signedIn={Boolean(user)} isAdmin={Boolean(user?.isAdmin)} />
          </Suspense>
        ) : (
          HOME_SECTIONS.map((section, i) => (
            <HomeSection key={section.slug} slug={section.slug} title={section.title} order={i} />
          ))
        )}
        {user && (
          <Suspense fallback={null}>
            <Suggestions />
          </Suspense>
        )}
      </section>

      {user && <AddBookButton />}
    </>
  );
}
