import { Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { BookCardSkeleton, skeletonKeys } from '../books/BookCardSkeleton.tsx';
import { bookGridClass } from '../books/BookGrid.tsx';
import { EmptyState, primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';

/** 'Explorar Livros': back to the home page's books, from an empty favourites page. */
export function ExploreLink() {
  return (
    <Link to="/" hash="livros" className={primaryButtonClass}>
      <Heart aria-hidden="true" className="size-4" />
      Explorar Livros
    </Link>
  );
}

export function NoFavourites() {
  return (
    <EmptyState title="Você ainda não tem favoritos" action={<ExploreLink />}>
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
