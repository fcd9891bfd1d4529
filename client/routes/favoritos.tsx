import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FavouritesList } from '../components/favourites/FavouritesList.tsx';
import {
  FavouritesError,
  FavouritesLoading,
  NoFavourites,
} from '../components/favourites/FavouritesStates.tsx';
import { sortedNewestFirst, useFavourites } from '../components/favourites/favourites.ts';
import { useLiveLikes } from '../components/likes/likes.ts';
import { PageShell } from '../components/PageShell.tsx';
import { useCurrentUser } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';

export const Route = createFileRoute('/favoritos')({
  component: FavouritesPage,
});

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
  const intro = signedIn
    ? 'Os livros que você guardou para ver depois, salvos na sua conta.'
    : 'Os livros que você guardou para ver depois, salvos neste navegador. Entre para levá-los a qualquer navegador.';

  return (
    <PageShell title="Favoritos" intro={intro}>
      {ids.length === 0 ? (
        <NoFavourites />
      ) : query.isPending ? (
        <FavouritesLoading count={ids.length} />
      ) : query.isError && !query.data ? (
        <FavouritesError onRetry={() => void query.refetch()} />
      ) : (
        <FavouritesList books={books} gone={gone} signedIn={signedIn} />
      )}
    </PageShell>
  );
}
