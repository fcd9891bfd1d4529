import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Heart, Trash2 } from 'lucide-react';
import { BookCard } from '../components/books/BookCard.tsx';
import { BookCardSkeleton, skeletonKeys } from '../components/books/BookCardSkeleton.tsx';
import { setFavourite, sortedNewestFirst, useFavourites } from '../components/favourites/favourites.ts';
import { useLiveLikes } from '../components/likes/likes.ts';
import { EmptyState, PageShell, primaryButtonClass, secondaryButtonClass } from '../components/PageShell.tsx';
import { useCurrentUser } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';

export const Route = createFileRoute('/favoritos')({
  component: FavouritesPage,
});

const gridClass = 'grid grid-cols-1 gap-6 min-[440px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

function FavouritesPage() {
  const { user } = useCurrentUser();
  const favourites = sortedNewestFirst(useFavourites());
  const ids = favourites.map((f) => f.id);
  const query = useQuery({
    ...trpc.favourites.books.queryOptions({ bookIds: ids }),
    enabled: ids.length > 0,
    // Removing one keeps the others on screen while the shorter list loads.
    placeholderData: keepPreviousData,
  });
  const books = (query.data ?? []).filter((b) => ids.includes(b.id));
  useLiveLikes(books.map((book) => book.id));
  const gone = query.data ? ids.filter((id) => !query.data.some((b) => b.id === id)) : [];
  const signedIn = Boolean(user);

  const explore = (
    <Link to="/" hash="livros" className={primaryButtonClass}>
      <Heart aria-hidden="true" className="size-4" />
      Explorar Livros
    </Link>
  );
  const intro = signedIn
    ? 'Os livros que você guardou para ver depois, salvos na sua conta.'
    : 'Os livros que você guardou para ver depois, salvos neste navegador. Entre para levá-los a qualquer navegador.';

  return (
    <PageShell title="Favoritos" intro={intro}>
      {ids.length === 0 ? (
        <EmptyState title="Você ainda não tem favoritos" action={explore}>
          Guarde os livros que chamarem sua atenção para encontrá-los depois.
        </EmptyState>
      ) : query.isPending ? (
        <div role="status" aria-label="Carregando favoritos" className={gridClass}>
          {skeletonKeys(Math.min(ids.length, 8)).map((key) => (
            <BookCardSkeleton key={key} />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <EmptyState
          title="Não foi possível carregar seus favoritos"
          action={
            <button type="button" className={secondaryButtonClass} onClick={() => void query.refetch()}>
              Tentar novamente
            </button>
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          {gone.length > 0 && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm">
              <span>
                {gone.length === 1
                  ? '1 livro salvo não está mais à venda.'
                  : `${gone.length} livros salvos não estão mais à venda.`}
              </span>
              <button
                type="button"
                className="font-semibold underline-offset-2 hover:underline"
                onClick={() => {
                  for (const id of gone) void setFavourite(id, false, signedIn);
                }}
              >
                Remover indisponíveis
              </button>
            </div>
          )}
          {books.length === 0 ? (
            <EmptyState title="Nenhum dos seus favoritos está à venda agora" action={explore} />
          ) : (
            <ul aria-label="Favoritos" className={gridClass}>
              {books.map((book) => (
                <li key={book.id} className="flex flex-col gap-2">
                  <BookCard book={book} />
                  <button
                    type="button"
                    onClick={() => void setFavourite(book.id, false, signedIn)}
                    className="inline-flex items-center justify-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-700 hover:bg-stone-100"
                    aria-label={`Remover ${book.title} dos favoritos`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remover
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </PageShell>
  );
}
