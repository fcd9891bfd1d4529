import { useState } from 'react';
import { ListError } from '../ListError.tsx';
import { useLiveLikes } from '../likes/likes.ts';
import { BookCard } from './BookCard.tsx';
import { BookCardSkeleton, skeletonKeys } from './BookCardSkeleton.tsx';
import type { BookCardData } from './types.ts';
import { useProgressiveCount } from './use-progressive-count.ts';

/** The grid's columns at each width; the favourites page lays its cards out the same way. */
export const bookGridClass = 'grid grid-cols-1 gap-6 min-[440px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

/** The grid's columns on this screen, by bookGridClass's breakpoints. */
function gridColumns(): number {
  const width = window.innerWidth;
  return width >= 1024 ? 4 : width >= 768 ? 3 : width >= 440 ? 2 : 1;
}

/**
 * How the grid starts on this screen. `first`: the cards that fill the screen and a row more (a
 * card is over 400 px tall); a grid adds its later cards below them (useProgressiveCount), where
 * they must land, or the footer and 'Carregar mais' would jump down in view. `priority`: the
 * first row, whose covers load at once and ahead of other images; on a phone that is one cover,
 * the page's largest paint, and the next ones would only take bandwidth from it.
 */
function gridStart(): { first: number; priority: number } {
  const columns = gridColumns();
  return { first: columns * (Math.ceil(window.innerHeight / 400) + 1), priority: columns };
}

/** Books in a responsive grid, for listing pages; titles are h2 unless the grid is under an h2. */
export function BookGrid({
  books,
  isLoading,
  label,
  isError = false,
  onRetry,
  headingLevel = 2,
}: {
  books: ReadonlyArray<BookCardData> | undefined;
  isLoading: boolean;
  label: string;
  isError?: boolean;
  onRetry?: () => void;
  headingLevel?: 2 | 3;
}) {
  useLiveLikes(isLoading || !books ? [] : books.map((book) => book.id));
  // Read once: the window's size is asked for only to pick the first counts, not on every render.
  const [{ first, priority }] = useState(gridStart);
  const { count, showAll } = useProgressiveCount(books?.length ?? 0, first);
  if (isLoading) {
    return (
      <div role="status" aria-label="Carregando livros" className={bookGridClass}>
        {skeletonKeys(8).map((key) => (
          <BookCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (isError) return <ListError what="os livros" onRetry={onRetry} />;
  if (!books || books.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 rounded-xl border border-stone-300 border-dashed px-4 py-12 text-center">
        <p className="font-semibold text-stone-800">Nenhum livro disponível</p>
        <p className="text-sm text-stone-600">Nenhum livro disponível ainda.</p>
      </div>
    );
  }
  return (
    <ul aria-label={label} className={bookGridClass} onFocus={showAll}>
      {books.slice(0, count).map((book, i) => (
        <li key={book.id}>
          <BookCard book={book} headingLevel={headingLevel} priority={i < priority} />
        </li>
      ))}
    </ul>
  );
}
