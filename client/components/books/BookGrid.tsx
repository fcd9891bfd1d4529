import { useState } from 'react';
import { useLiveLikes } from '../social/likes.ts';
import { BookCard } from './BookCard.tsx';
import { BookCardSkeleton, skeletonKeys } from './BookCardSkeleton.tsx';
import { PRIORITY_COVERS } from './CoverImage.tsx';
import type { BookCardData } from './types.ts';
import { useProgressiveCount } from './useProgressiveCount.ts';

const gridClass = 'grid grid-cols-1 gap-6 min-[440px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

/**
 * Cards that fill the screen and a row more, by gridClass's columns and a card's height (over
 * 400 px). A grid adds its later cards below the first ones (useProgressiveCount): they must land
 * below the screen, or the footer and 'Carregar mais' would jump down in view.
 */
function cardsFillingTheScreen(): number {
  const width = window.innerWidth;
  const columns = width >= 1024 ? 4 : width >= 768 ? 3 : width >= 440 ? 2 : 1;
  return columns * (Math.ceil(window.innerHeight / 400) + 1);
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
  // Read once: the window's size is asked for only to pick the first count, not on every render.
  const [first] = useState(cardsFillingTheScreen);
  const { count, showAll } = useProgressiveCount(books?.length ?? 0, first);
  if (isLoading) {
    return (
      <div role="status" aria-label="Carregando livros" className={gridClass}>
        {skeletonKeys(8).map((key) => (
          <BookCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-stone-300 border-dashed px-4 py-12 text-center">
        <p className="text-stone-700">Não foi possível carregar os livros.</p>
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-md border border-stone-300 px-3 py-1.5 font-medium text-sm hover:bg-stone-100"
          >
            Tentar novamente
          </button>
        )}
      </div>
    );
  }
  if (!books || books.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 rounded-xl border border-stone-300 border-dashed px-4 py-12 text-center">
        <p className="font-semibold text-stone-800">Nenhum livro disponível</p>
        <p className="text-sm text-stone-600">Nenhum livro disponível ainda.</p>
      </div>
    );
  }
  return (
    <ul aria-label={label} className={gridClass} onFocus={showAll}>
      {books.slice(0, count).map((book, i) => (
        <li key={book.id}>
          <BookCard book={book} headingLevel={headingLevel} priority={i < PRIORITY_COVERS} />
        </li>
      ))}
    </ul>
  );
}
