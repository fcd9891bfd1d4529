import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, Link, notFound, redirect } from '@tanstack/react-router';
import { BookOpenCheck, EyeOff, Loader2, MapPin } from 'lucide-react';
import { useRef } from 'react';
import { formatPrice } from '../../shared/format.ts';
import { bookHead } from '../../shared/seo.ts';
import { bookIdFromSlug, slugify } from '../../shared/slug.ts';
import { Breadcrumb } from '../components/book/Breadcrumb.tsx';
import { BuyButtons, MobileBuyBar, unavailableLabel, type Viewer } from '../components/book/BuyButtons.tsx';
import { Description } from '../components/book/Description.tsx';
import { DetailGrid } from '../components/book/DetailGrid.tsx';
import { Gallery } from '../components/book/Gallery.tsx';
import type { BookDetailData } from '../components/book/labels.ts';
import { SellerCard } from '../components/book/SellerCard.tsx';
import { ShareButton } from '../components/book/ShareButton.tsx';
import { ShippingCalculator } from '../components/book/ShippingCalculator.tsx';
import { bookSlug } from '../components/books/BookCard.tsx';
import { BookCarousel, CAROUSEL_NEAR_MARGIN } from '../components/books/BookCarousel.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { AskSellerButton } from '../components/messages/StartButtons.tsx';
import { EmptyState, primaryButtonClass } from '../components/PageShell.tsx';
import { ReportButton } from '../components/reports/ReportButton.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FavouriteButton } from '../components/social/FavouriteButton.tsx';
import { LikeButton } from '../components/social/LikeButton.tsx';
import { useRegisterView } from '../components/social/useRegisterView.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import { useDocumentHead } from '../lib/head.ts';
import { isMissing, loadOrNotFound } from '../lib/not-found.ts';
import { useCurrentUser } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';
import { useNearViewport } from '../lib/useNearViewport.ts';

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
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-2 py-24 text-stone-600"
    >
      <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      <span>Abrindo livro...</span>
    </div>
  );
}

function BookNotFound() {
  usePageTitle('Livro não encontrado');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16">
      <EmptyState
        title="Livro não encontrado"
        action={
          <Link to="/" className={primaryButtonClass}>
            Voltar para Home
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

  const price = formatPrice(book.priceCents);
  const blocked = unavailableLabel(book);

  return (
    <div
      className={`mx-auto w-full max-w-7xl px-4 py-6 md:py-8 lg:px-6 ${viewer === 'owner' ? '' : 'pb-32 md:pb-10'}`}
    >
      <Breadcrumb pathname={book.path} current={book.title} />

      <div className="mt-4 grid gap-8 md:grid-cols-2 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)] lg:gap-12">
        <Gallery key={book.id} photos={book.photos} title={book.title} />

        <div className="flex min-w-0 flex-col gap-5">
          {viewer === 'owner' && (
            <div className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
              <BookOpenCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div className="flex flex-col gap-1">
                <p className="font-semibold text-brand-900">Seu Livro</p>
                <p className="text-sm text-stone-700">Este é seu livro</p>
                <SiteLink href="/estante" className="text-brand-700 text-sm hover:underline">
                  Gerenciar na Minha Estante
                </SiteLink>
              </div>
            </div>
          )}
          {book.status === 'hidden' && (
            <p className="flex items-start gap-2 rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
              <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Este anúncio está oculto e não aparece para outros leitores.
                {book.statusReason ? ` Motivo: ${book.statusReason}` : ''}
              </span>
            </p>
          )}

          <div className="flex flex-col gap-2">
            <h1 className="font-bold font-serif text-3xl text-stone-900 leading-tight md:text-4xl">
              {book.title}
            </h1>
            <p className="text-lg text-stone-700">
              por{' '}
              {book.authors.map((author, i) => (
                <span key={`${author}-${String(i)}`}>
                  {i > 0 && (i === book.authors.length - 1 ? ' e ' : ', ')}
                  <Link
                    to="/autor/$slug"
                    params={{ slug: slugify(author) || book.authorSlug }}
                    className="font-medium text-brand-800 hover:underline"
                  >
                    {author}
                  </Link>
                </span>
              ))}
            </p>
          </div>

          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="font-bold text-3xl text-brand-800" data-testid="book-price">
              {price}
            </p>
            {blocked && (
              <span className="rounded-full bg-stone-800 px-3 py-1 font-semibold text-sm text-white">
                {blocked}
              </span>
            )}
          </div>
          <p className="flex items-center gap-1.5 text-stone-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span>{book.city}</span>
          </p>

          <div className="flex flex-wrap items-center justify-between gap-3">
            <LikeButton variant="page" bookId={book.id} title={book.title} count={book.likesCount} />
            <div className="flex items-center gap-2">
              <FavouriteButton bookId={book.id} title={book.title} />
              <ShareButton
                title={book.title}
                text={`${book.title}, de ${book.author}, por ${price} no Releia`}
                path={book.path}
              />
            </div>
          </div>

          {viewer !== 'owner' && (
            <>
              <div className="hidden md:block">
                <BuyButtons book={book} viewer={viewer} />
              </div>
              {!blocked && <ShippingCalculator />}
            </>
          )}

          <SellerCard seller={book.seller} city={book.city} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <AskSellerButton sellerId={book.seller.id} bookId={book.id} />
            <ReportButton targetType="book" targetId={book.id} ownerId={book.seller.id} />
          </div>
        </div>
      </div>

      <div className="mt-10 grid gap-10 md:grid-cols-2 lg:gap-12">
        <Description text={book.description} />
        <DetailGrid book={book} />
      </div>

      <RelatedBooks book={book} />

      {viewer !== 'owner' && <MobileBuyBar book={book} viewer={viewer} priceText={price} />}
    </div>
  );
}

/**
 * Up to 6 books sharing author, genre or city (docs/product/book-page.md#related-books); hidden when there are none. They sit
 * below the whole book, so they are asked for when the reader scrolls near them, not while the
 * book's own cover and text are still arriving.
 */
function RelatedBooks({ book }: { book: BookDetailData }) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section, CAROUSEL_NEAR_MARGIN);
  const related = useQuery({ ...trpc.books.related.queryOptions({ id: book.id }), enabled: near });
  if (related.isSuccess && related.data.length === 0) return null;
  return (
    <div className="mt-12">
      <BookCarousel
        title="Você também pode gostar"
        sectionRef={section}
        books={related.data}
        isLoading={related.isPending}
        isError={related.isError}
        onRetry={() => void related.refetch()}
      />
    </div>
  );
}
