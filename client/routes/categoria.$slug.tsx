import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CATEGORY_SLUG_ALIASES, VIRTUAL_CATEGORY_SLUGS } from '../../shared/categories.ts';
import { CAROUSEL_MAX_BOOKS } from '../components/books/BookCarousel.tsx';
import { BookGrid } from '../components/books/BookGrid.tsx';
import { sectionQueryOptions } from '../components/books/HomeSection.tsx';
import { categoriesQueryOptions, useCategories } from '../components/categories.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { PendingPage } from '../components/Loading.tsx';
import { EmptyState, PageShell, primaryButtonClass } from '../components/PageShell.tsx';

export const Route = createFileRoute('/categoria/$slug')({
  loader: async ({ context, params }) => {
    await Promise.all([
      context.queryClient.prefetchQuery(categoriesQueryOptions()),
      context.queryClient.prefetchQuery(sectionQueryOptions(params.slug)),
    ]);
  },
  pendingComponent: PendingPage,
  errorComponent: ErrorPage,
  component: CategoryPage,
});

function CategoryPage() {
  const { slug } = Route.useParams();
  const categories = useCategories();
  const validSlug = /^[a-z0-9-]{1,80}$/.test(slug);
  const books = useQuery({ ...sectionQueryOptions(slug), enabled: validSlug });

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

  const count = books.data?.length ?? 0;
  return (
    <PageShell
      title={name ?? 'Categoria'}
      intro={
        category?.description ??
        (slug === 'populares'
          ? 'Os livros mais curtidos pelos leitores.'
          : slug === 'lancamentos'
            ? 'Os livros anunciados mais recentemente.'
            : null)
      }
    >
      {count >= CAROUSEL_MAX_BOOKS && (
        <p className="mb-4 text-sm text-stone-600">Mostrando os {count} livros em destaque desta lista.</p>
      )}
      <BookGrid
        books={books.data}
        isLoading={books.isPending && validSlug}
        isError={books.isError}
        onRetry={() => void books.refetch()}
        label={`Livros: ${name ?? slug}`}
      />
    </PageShell>
  );
}
