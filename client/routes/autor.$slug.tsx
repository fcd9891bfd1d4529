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

function authorBooks(slug: string, sort: ReturnType<typeof sortValue>) {
  return trpc.books.byAuthor.infiniteQueryOptions({ slug, sort }, { getNextPageParam: nextCursor });
}

export const Route = createFileRoute('/autor/$slug')({
  validateSearch: validateSortSearch,
  // '/autor/José Saramago' typed by hand becomes '/autor/jose-saramago'.
  beforeLoad: ({ params, search }) => {
    const clean = slugify(params.slug);
    if (!clean) throw notFound();
    if (clean !== params.slug) {
      throw redirect({ to: '/autor/$slug', params: { slug: clean }, search, replace: true });
    }
  },
  loaderDeps: ({ search }) => ({ sort: sortValue(search.ordem) }),
  loader: ({ context, params, deps }) =>
    context.queryClient.prefetchInfiniteQuery(authorBooks(params.slug, deps.sort)),
  errorComponent: ErrorPage,
  component: AuthorPage,
});

function AuthorPage() {
  const { slug } = Route.useParams();
  const { ordem } = Route.useSearch();
  const navigate = Route.useNavigate();
  const query = useInfiniteQuery({ ...authorBooks(slug, sortValue(ordem)), enabled: slug.length > 0 });
  // Slugs lose accents and case: the server tells the author's name as written on the books.
  const name = query.data?.pages[0]?.name ?? titleFromSlug(slug);
  return (
    <PageShell
      title={`Livros de ${name}`}
      description={`Livros usados de ${name} à venda no Releia, direto de outros leitores.`}
      heading={name}
      intro="Livros usados deste autor à venda no Releia."
    >
      <PaginatedBooks
        query={query}
        label={`Livros de ${name}`}
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
