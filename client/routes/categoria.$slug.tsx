import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CATEGORY_SLUG_ALIASES, VIRTUAL_CATEGORY_SLUGS } from '../../shared/categories.ts';
import { PaginatedBooks } from '../components/browse/PaginatedBooks.tsx';
import { nextCursor } from '../components/browse/paged.ts';
import { SortSelect } from '../components/browse/SortSelect.tsx';
import { sortValue, validateSortSearch } from '../components/browse/sort.ts';
import { categoriesQueryOptions, useCategories } from '../components/categories.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { PendingPage } from '../components/Loading.tsx';
import { EmptyState, PageShell, primaryButtonClass } from '../components/PageShell.tsx';
import { trpc } from '../lib/trpc.ts';

const VALID_SLUG = /^[a-z0-9-]{1,80}$/;

function categoryBooks(slug: string, sort: ReturnType<typeof sortValue>) {
  return trpc.books.byCategory.infiniteQueryOptions({ slug, sort }, { getNextPageParam: nextCursor });
}

const INTROS: Record<string, string> = {
  lancamentos: 'Os livros anunciados mais recentemente.',
  populares: 'Os livros mais curtidos pelos leitores.',
};

export const Route = createFileRoute('/categoria/$slug')({
  validateSearch: validateSortSearch,
  loaderDeps: ({ search }) => ({ sort: sortValue(search.ordem) }),
  loader: async ({ context, params, deps }) => {
    await Promise.all([
      context.queryClient.prefetchQuery(categoriesQueryOptions()),
      VALID_SLUG.test(params.slug)
        ? context.queryClient.prefetchInfiniteQuery(categoryBooks(params.slug, deps.sort))
        : null,
    ]);
  },
  pendingComponent: PendingPage,
  errorComponent: ErrorPage,
  component: CategoryPage,
});

/**
 * A category's books: the reference slugs (lancamentos, populares, biografia...;
 * docs/product/categories.md#reference-categories) and every active category in the database. An unknown slug says so instead of showing an empty list.
 */
function CategoryPage() {
  const { slug } = Route.useParams();
  const { ordem } = Route.useSearch();
  const navigate = Route.useNavigate();
  const categories = useCategories();
  const validSlug = VALID_SLUG.test(slug);
  const query = useInfiniteQuery({ ...categoryBooks(slug, sortValue(ordem)), enabled: validSlug });

  const realSlug = CATEGORY_SLUG_ALIASES[slug] ?? slug;
  const virtualName = (VIRTUAL_CATEGORY_SLUGS as Record<string, string>)[slug];
  const category = categories.data?.find((c) => c.slug === realSlug);
  const name = virtualName ?? category?.name;

  if (!name && (categories.isSuccess || !validSlug)) {
    return (
      <PageShell title="Categoria não encontrada">
        <EmptyState
          title="Essa categoria não existe"
          action={
            <Link to="/" className={primaryButtonClass}>
              Voltar para o início
            </Link>
          }
        >
          Confira as categorias no menu &lsquo;Categorias&rsquo; ou explore os livros da página inicial.
        </EmptyState>
      </PageShell>
    );
  }

  const title = name ?? 'Categoria';
  return (
    <PageShell
      title={title}
      description={category?.description ?? INTROS[slug] ?? `Livros usados de ${title} à venda no Releia.`}
      intro={category?.description ?? INTROS[slug] ?? null}
    >
      <PaginatedBooks
        query={query}
        label={`Livros: ${title}`}
        toolbar={
          <SortSelect
            value={ordem}
            defaultLabel={slug === 'populares' ? 'Mais curtidos' : undefined}
            onChange={(value) => void navigate({ search: value ? { ordem: value } : {}, replace: true })}
          />
        }
      />
    </PageShell>
  );
}
