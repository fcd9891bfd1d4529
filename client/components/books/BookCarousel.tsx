import { type Ref, useId, useRef } from 'react';
import { useLiveLikes } from '../likes/likes.ts';
import { BookCard } from './BookCard.tsx';
import { CarouselHeader } from './CarouselHeader.tsx';
import { CarouselEmpty, CarouselError, CarouselLoading } from './CarouselStates.tsx';
import { PRIORITY_COVERS } from './CoverImage.tsx';
import type { BookCardData } from './types.ts';
import { useCarouselScroll } from './use-carousel-scroll.ts';
import { useTrackEdges } from './use-track-edges.ts';
import { useProgressiveCount } from './useProgressiveCount.ts';

export { SCROLL_LOCK_MS, SCROLL_STEP_PX } from './use-carousel-scroll.ts';

// docs/product/screens.md#home-carousels: carousels show at most 12 books in 280 px cards, 40 px
// apart (use-carousel-scroll.ts steps one card at a time).
export const CAROUSEL_MAX_BOOKS = 12;

/**
 * How far below the screen a carousel counts as near: about a phone screen of scrolling. Pages
 * whose carousels sit far down wait until then to render or fetch their books.
 */
export const CAROUSEL_NEAR_MARGIN = '600px 0px';

interface BookCarouselProps {
  title: string;
  books: ReadonlyArray<BookCardData> | undefined;
  isLoading: boolean;
  isError?: boolean;
  onRetry?: () => void;
  /** Category slug for the 'Ver todos' link. */
  slug?: string;
  /** The page's first carousel: its first covers load at once (CoverImage). */
  first?: boolean;
  sectionRef?: Ref<HTMLElement>;
  /**
   * Far below the screen and not rendering its books yet (HomeSection): one skeleton card holds
   * its height. Six per carousel were a quarter of the home page's elements on arrival.
   */
  deferred?: boolean;
}

export function BookCarousel({
  title,
  books,
  isLoading,
  isError = false,
  onRetry,
  slug,
  first = false,
  sectionRef,
  deferred = false,
}: BookCarouselProps) {
  const headingId = useId();
  const scroller = useRef<HTMLUListElement>(null);

  const shown = books?.slice(0, CAROUSEL_MAX_BOOKS) ?? [];
  const hasBooks = !isLoading && !isError && shown.length > 0;
  useLiveLikes(hasBooks ? shown.map((book) => book.id) : []);
  const { count: rendered, showAll } = useProgressiveCount(shown.length);

  const edges = useTrackEdges(scroller, hasBooks, rendered);
  const scroll = useCarouselScroll(scroller, showAll);

  return (
    // A carousel off screen is not laid out or painted until it comes near (content-visibility),
    // holding its usual height meanwhile: the home page has six of them, 72 cards.
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 [contain-intrinsic-size:auto_488px] [content-visibility:auto]"
    >
      <CarouselHeader
        headingId={headingId}
        title={title}
        slug={slug}
        hasBooks={hasBooks}
        edges={edges}
        allRendered={rendered >= shown.length}
        scroll={scroll}
      />

      {isLoading ? (
        <CarouselLoading title={title} deferred={deferred} />
      ) : isError ? (
        <CarouselError onRetry={onRetry} />
      ) : shown.length === 0 ? (
        <CarouselEmpty />
      ) : (
        <ul
          ref={scroller}
          onFocus={showAll}
          data-testid="carousel-track"
          className="scrollbar-none -mx-1 flex gap-10 overflow-x-auto overscroll-x-contain scroll-px-1 px-1 pt-1 pb-3 pointer-coarse:snap-x pointer-coarse:snap-mandatory"
        >
          {shown.slice(0, rendered).map((book, i) => (
            <li key={book.id} className="w-[280px] shrink-0 snap-start">
              <BookCard book={book} priority={first && i < PRIORITY_COVERS} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
