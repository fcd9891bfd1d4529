import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { formatPrice } from '../../shared/format.ts';
import { bookIdFromSlug, slugify } from '../../shared/slug.ts';
import { storeUsername } from '../components/books/BookCard.tsx';
import { CoverImage } from '../components/books/CoverImage.tsx';
import type { BookCardData } from '../components/books/types.ts';
import { EmptyState, PageShell, primaryButtonClass } from '../components/PageShell.tsx';
import { trpc } from '../lib/trpc.ts';

export const Route = createFileRoute('/livro/$slug')({
  component: BookPage,
});

function isCard(value: unknown): value is BookCardData {
  return typeof value === 'object' && value !== null && 'id' in value && 'path' in value && 'seller' in value;
}

/** A book already on screen in some list (home carousels, category pages) is in the query cache. */
function useCachedBook(id: string | null): BookCardData | null {
  const queryClient = useQueryClient();
  if (!id) return null;
  for (const [, data] of queryClient.getQueriesData<unknown>(trpc.books.pathFilter())) {
    const list: unknown[] = Array.isArray(data)
      ? data
      : typeof data === 'object' && data !== null && 'items' in data && Array.isArray(data.items)
        ? data.items
        : [];
    const found = list.find((item): item is BookCardData => isCard(item) && item.id === id);
    if (found) return found;
  }
  return null;
}

// The full book page (gallery, description, buying) comes with the book-detail feature; until
// then the page shows what the list that linked here already knows.
function BookPage() {
  const { slug } = Route.useParams();
  const id = bookIdFromSlug(slug);
  const book = useCachedBook(id);

  if (!id) {
    return (
      <PageShell title="Livro não encontrado">
        <EmptyState
          title="Livro não encontrado"
          action={
            <Link to="/" className={primaryButtonClass}>
              Voltar para Home
            </Link>
          }
        >
          O livro que você está procurando não existe.
        </EmptyState>
      </PageShell>
    );
  }

  if (!book) {
    return (
      <PageShell title="Livro">
        <EmptyState
          title="Detalhes do livro indisponíveis no momento"
          action={
            <Link to="/" className={primaryButtonClass}>
              Voltar para Home
            </Link>
          }
        >
          A página completa de cada livro ainda está sendo preparada. Encontre este e outros livros pelas
          listas da página inicial.
        </EmptyState>
      </PageShell>
    );
  }

  return (
    <PageShell title={book.title} heading={book.title}>
      <div className="grid gap-8 md:grid-cols-[minmax(0,400px)_1fr]">
        <CoverImage
          photo={book.photo}
          alt={`Capa de ${book.title}`}
          className="rounded-xl border border-stone-200"
        />
        <div className="flex flex-col gap-4">
          <p className="text-lg text-stone-700">
            por{' '}
            <Link
              to="/autor/$slug"
              params={{ slug: slugify(book.author) }}
              className="font-medium text-brand-800 hover:underline"
            >
              {book.author}
            </Link>
          </p>
          <p className="font-bold text-3xl text-brand-800">{formatPrice(book.priceCents)}</p>
          {book.city && <p className="text-stone-600">{book.city}</p>}
          <p className="text-stone-700">
            Vendido por{' '}
            <Link
              to="/livraria/$username"
              params={{ username: storeUsername(book.seller) }}
              className="font-medium text-brand-800 hover:underline"
            >
              {book.seller.name}
            </Link>
          </p>
          <p className="rounded-lg bg-brand-50 p-4 text-sm text-stone-700">
            Descrição, fotos e compra deste livro chegam em breve nesta página.
          </p>
        </div>
      </div>
    </PageShell>
  );
}
