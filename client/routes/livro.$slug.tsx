import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, Link, notFound, redirect } from '@tanstack/react-router';
import { formatPrice } from '../../shared/format.ts';
import { bookHead } from '../../shared/seo-pages.ts';
import { bookIdFromSlug } from '../../shared/slug.ts';
import { BookPageBody } from '../components/book/BookPageBody.tsx';
import type { Viewer } from '../components/book/BuyButtons.tsx';
import { bookSlug } from '../components/books/BookCard.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { FavouriteButton } from '../components/favourites/FavouriteButton.tsx';
import { PendingPage } from '../components/Loading.tsx';
import { LikeButton } from '../components/likes/LikeButton.tsx';
import { EmptyState, primaryButtonClass } from '../components/PageShell.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { useRegisterView } from '../components/views/use-register-view.ts';
import { useDocumentHead } from '../lib/head.ts';
import { isMissing, loadOrNotFound } from '../lib/not-found.ts';
import { useCurrentUser } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';

export const Route = createFileRoute('/livro/$slug')({
  loader: async ({ context, params }) => {
    if (!bookIdFromSlug(params.slug)) throw notFound();
    // An unknown, hidden or malformed book: the server answers NOT_FOUND (or rejects the slug).
    const data = await loadOrNotFound(() =>
      context.queryClient.ensureQueryData(context.trpc.books.bySlug.queryOptions({ slug: params.slug })),
    );
    // An old or partial slug moves to the current one (the server does the same with a 301 on
    // a full load). The answer is already known, so the canonical page does not fetch it again.
    const canonical = bookSlug(data.canonicalPath);
    if (canonical !== params.slug) {
      context.queryClient.setQueryData(context.trpc.books.bySlug.queryKey({ slug: canonical }), data);
      throw redirect({ href: data.canonicalPath, replace: true });
    }
  },
  pendingComponent: OpeningBook,
  pendingMs: 300,
  notFoundComponent: BookNotFound,
  errorComponent: BookError,
  component: BookPage,
});

function OpeningBook() {
  return <PendingPage text="Abrindo livro..." />;
}

function BookNotFound() {
  usePageTitle('Livro não encontrado');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16">
      <EmptyState
        title="Livro não encontrado"
        action={
          <Link to="/" className={primaryButtonClass}>
            Voltar para o início
          </Link>
        }
      >
        <h1 className="sr-only">Livro não encontrado</h1>O livro que você está procurando não existe.
      </EmptyState>
    </div>
  );
}

/** A book that disappeared while the page was open is 'not found'; anything else may be retried. */
function BookError(props: ErrorComponentProps) {
  if (isMissing(props.error)) return <BookNotFound />;
  return <ErrorPage {...props} />;
}

function BookPage() {
  const { slug } = Route.useParams();
  const { data } = useSuspenseQuery(trpc.books.bySlug.queryOptions({ slug }));
  const book = data.book;
  const { user } = useCurrentUser();
  const viewer: Viewer = !user ? 'visitor' : user.id === book.seller.id ? 'owner' : 'member';
  useRegisterView(book.id, { sellerId: book.seller.id, viewsCount: book.viewsCount });

  useDocumentHead(bookHead(book));

  return (
    <BookPageBody
      book={book}
      viewer={viewer}
      price={formatPrice(book.priceCents)}
      like={<LikeButton variant="page" bookId={book.id} title={book.title} count={book.likesCount} />}
      favourite={<FavouriteButton bookId={book.id} title={book.title} />}
    />
  );
}
