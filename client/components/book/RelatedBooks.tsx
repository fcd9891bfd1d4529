import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useNearViewport } from '../../lib/useNearViewport.ts';
import { BookCarousel, CAROUSEL_NEAR_MARGIN } from '../books/BookCarousel.tsx';
import type { BookDetailData } from './labels.ts';

/**
 * Up to 6 books sharing author, genre or city (docs/product/book-page.md#related-books); hidden when there are none. They sit
 * below the whole book, so they are asked for when the reader scrolls near them, not while the
 * book's own cover and text are still arriving.
 */
export function RelatedBooks({ book }: { book: BookDetailData }) {
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
