import { clsx } from 'clsx';
import { Bookmark } from 'lucide-react';
import { useCurrentUser } from '../../lib/session.ts';
import { setFavourite, useFavourites } from './favourites.ts';

/**
 * Saves a book to Favoritos (docs/product/favourites.md#saving): in this browser for everyone, and in the account
 * for signed-in readers so the list follows them to other browsers.
 */
export function FavouriteButton({
  bookId,
  title,
  className,
}: {
  bookId: string;
  title: string;
  className?: string;
}) {
  const { user } = useCurrentUser();
  const saved = useFavourites().some((f) => f.id === bookId);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remover ${title} dos favoritos` : `Salvar ${title} nos favoritos`}
      onClick={() => void setFavourite(bookId, !saved, Boolean(user))}
      className={clsx(
        'inline-flex items-center gap-2 rounded-full border px-4 py-2 font-medium text-sm transition-colors',
        saved
          ? 'border-brand-300 bg-brand-50 text-brand-800'
          : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
        className,
      )}
    >
      <Bookmark aria-hidden="true" className={clsx('size-4', saved && 'fill-brand-600 text-brand-700')} />
      {saved ? 'Nos favoritos' : 'Favoritar'}
    </button>
  );
}
