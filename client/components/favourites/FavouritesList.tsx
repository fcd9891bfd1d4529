import { Heart, Trash2 } from 'lucide-react';
import { BookCard } from '../books/BookCard.tsx';
import { bookGridClass } from '../books/BookGrid.tsx';
import type { BookCardData } from '../books/types.ts';
import { ExploreBooksLink } from '../ExploreBooksLink.tsx';
import { EmptyState } from '../PageShell.tsx';
import { setFavourite } from './favourites.ts';

/**
 * The saved books still on sale, each with 'Remover', under a notice counting the ones that are
 * not (docs/product/favourites.md), which removes them all at once.
 */
export function FavouritesList({
  books,
  gone,
  signedIn,
}: {
  books: ReadonlyArray<BookCardData>;
  /** The ids of saved books no longer on sale. */
  gone: string[];
  signedIn: boolean;
}) {
  return (
    <div className="flex flex-col gap-6">
      {gone.length > 0 && <GoneNotice gone={gone} signedIn={signedIn} />}
      {books.length === 0 ? (
        <EmptyState
          title="Nenhum dos seus favoritos está à venda agora"
          action={<ExploreBooksLink icon={Heart} />}
        />
      ) : (
        <ul aria-label="Favoritos" className={bookGridClass}>
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
  );
}

function GoneNotice({ gone, signedIn }: { gone: string[]; signedIn: boolean }) {
  return (
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
  );
}
