import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { slugify } from '../../shared/slug.ts';
import { PaginatedBooks } from '../components/browse/PaginatedBooks.tsx';
import { nextCursor } from '../components/browse/paged.ts';
import { SortSelect } from '../components/browse/SortSelect.tsx';
import { sortValue, validateSortSearch } from '../components/browse/sort.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { titleFromSlug } from '../components/text.ts';
import { trpc } from '../lib/trpc.ts';

function publisherBooks(slug: string, sort: ReturnType<typeof sortValue>) {
  return trpc.books.byPublisher.infiniteQueryOptions({ slug, sort }, { getNextPageParam: nextCursor });
}

export const Route = createFileRoute('/editora/$publisherSlug')({
  validateSearch: validateSortSearch,
  beforeLoad: ({ params, search }) => {
    const clean = slugify(params.publisherSlug);
    if (!clean) throw notFound();
    if (clean !== params.publisherSlug) {
      throw redirect({
        to: '/editora/$publisherSlug',
        params: { publisherSlug: clean },
        search,
        replace: true,
      });
    }
  },
  loaderDeps: ({ search }) => ({ sort: sortValue(search.ordem) }),
  loader: ({ context, params, deps }) =>
    context.queryClient.prefetchInfiniteQuery(publisherBooks(params.publisherSlug, deps.sort)),
  errorComponent: ErrorPage,
  component: PublisherPage,
});

function PublisherPage() {
  const { publisherSlug } = Route.useParams();
  const { ordem } = Route.useSearch();
  const navigate = Route.useNavigate();
  const query = useInfiniteQuery(publisherBooks(publisherSlug, sortValue(ordem)));
  const name = query.data?.pages[0]?.name ?? titleFromSlug(publisherSlug);
  return (
    <PageShell
      title={`Editora ${name}`}
      description={`Livros usados da editora ${name} à venda no Releia, direto de outros leitores.`}
      heading={`Editora ${name}`}
      intro="Livros usados desta editora à venda no Releia."
    >
      <PaginatedBooks
        query={query}
        label={`Livros da editora ${name}`}
        toolbar={
          <SortSelect
            value={ordem}
            onChange={(value) => void navigate({ search: value ? { ordem: value } : {}, replace: true })}
          />
        }
      />
    </PageShell>
  );
}
