import { Heart } from 'lucide-react';
import { BookCardSkeleton, skeletonKeys } from '../books/BookCardSkeleton.tsx';
import { bookGridClass } from '../books/BookGrid.tsx';
import { ExploreBooksLink } from '../ExploreBooksLink.tsx';
import { EmptyState, secondaryButtonClass } from '../PageShell.tsx';

export function NoFavourites() {
  return (
    <EmptyState title="Você ainda não tem favoritos" action={<ExploreBooksLink icon={Heart} />}>
      Guarde os livros que chamarem sua atenção para encontrá-los depois.
    </EmptyState>
  );
}

/** A skeleton card per saved book, up to 8, while their cards load. */
export function FavouritesLoading({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Carregando favoritos" className={bookGridClass}>
      {skeletonKeys(Math.min(count, 8)).map((key) => (
        <BookCardSkeleton key={key} />
      ))}
    </div>
  );
}

export function FavouritesError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      title="Não foi possível carregar seus favoritos"
      action={
        <button type="button" className={secondaryButtonClass} onClick={onRetry}>
          Tentar novamente
        </button>
      }
    />
  );
}
