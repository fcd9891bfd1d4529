import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, RotateCw } from 'lucide-react';
import { type Ref, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLiveLikes } from '../likes/likes.ts';
import { BookCard } from './BookCard.tsx';
import { BookCardSkeleton, skeletonKeys } from './BookCardSkeleton.tsx';
import { PRIORITY_COVERS } from './CoverImage.tsx';
import type { BookCardData } from './types.ts';
import { useProgressiveCount } from './useProgressiveCount.ts';

// docs/product/screens.md#home-carousels: carousels show at most 12 books in 280 px cards; an arrow scrolls 320 px and
// ignores clicks for 300 ms. A 40 px gap makes one arrow step exactly one card, so arrow scrolling
// and touch scroll-snap agree.
export const CAROUSEL_MAX_BOOKS = 12;
export const SCROLL_STEP_PX = 320;
export const SCROLL_LOCK_MS = 300;
const SKELETON_COUNT = 6;
/** Snapping and sub-pixel widths leave a few pixels at the ends; that is still the edge. */
const EDGE_SLACK_PX = 8;
/** A card this much inside the track (with the slack) counts as showing whole. */
const WHOLE_RATIO = 0.99;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Whether the track's first and last cards show whole, as an IntersectionObserver reports them
 * after the browser's own layout. Reading the scroll sizes instead, after every commit and on
 * every scroll event, forced a layout of the whole page each time cards arrived.
 */
function useTrackEdges(track: RefObject<HTMLUListElement | null>, active: boolean, rendered: number): Edges {
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last card arrives with `rendered`.
  useEffect(() => {
    const el = track.current;
    const first = el?.firstElementChild;
    const last = el?.lastElementChild;
    if (!active || !el || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setEdges((prev) => {
          let next = prev;
          for (const entry of entries) {
            const whole = entry.intersectionRatio >= WHOLE_RATIO;
            if (entry.target === first) next = { ...next, atStart: whole };
            if (entry.target === last) next = { ...next, atEnd: whole };
          }
          return next.atStart === prev.atStart && next.atEnd === prev.atEnd ? prev : next;
        }),
      { root: el, rootMargin: `0px ${EDGE_SLACK_PX}px`, threshold: WHOLE_RATIO },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => observer.disconnect();
  }, [track, active, rendered]);
  return edges;
}

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
  const lockTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const shown = books?.slice(0, CAROUSEL_MAX_BOOKS) ?? [];
  const hasBooks = !isLoading && !isError && shown.length > 0;
  useLiveLikes(hasBooks ? shown.map((book) => book.id) : []);
  const { count: rendered, showAll } = useProgressiveCount(shown.length);

  const edges = useTrackEdges(scroller, hasBooks, rendered);

  useEffect(
    () => () => {
      if (lockTimer.current) clearTimeout(lockTimer.current);
    },
    [],
  );

  const scroll = (direction: -1 | 1) => {
    const el = scroller.current;
    if (!el || lockTimer.current) return;
    // The cards not rendered yet must be in the track before it scrolls: otherwise the scroll
    // stops at the end of the cards there are (a few pixels, with only the first row rendered).
    flushSync(showAll);
    lockTimer.current = setTimeout(() => {
      lockTimer.current = null;
    }, SCROLL_LOCK_MS);
    el.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const arrowClass =
    'inline-flex size-9 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 shadow-sm transition-colors hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white';

  return (
    // A carousel off screen is not laid out or painted until it comes near (content-visibility),
    // holding its usual height meanwhile: the home page has six of them, 72 cards.
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 [contain-intrinsic-size:auto_488px] [content-visibility:auto]"
    >
      <div className="flex items-center justify-between gap-4">
        <div className="flex items-baseline gap-3">
          <h2 id={headingId} className="font-serif font-semibold text-2xl text-stone-900">
            {title}
          </h2>
          {slug && hasBooks && (
            <Link
              to="/categoria/$slug"
              params={{ slug }}
              className="rounded-sm font-medium text-brand-700 text-sm hover:underline"
              aria-label={`Ver todos: ${title}`}
            >
              Ver todos
            </Link>
          )}
        </div>
        {hasBooks && (
          <div className="flex gap-2">
            <button
              type="button"
              className={arrowClass}
              aria-label={`Rolar ${title} para a esquerda`}
              disabled={edges.atStart}
              onClick={() => scroll(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className={arrowClass}
              aria-label={`Rolar ${title} para a direita`}
              disabled={edges.atEnd && rendered >= shown.length}
              onClick={() => scroll(1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        )}
      </div>

      {isLoading ? (
        <div role="status" aria-label={`Carregando ${title}`} className="flex gap-10 overflow-hidden">
          {skeletonKeys(deferred ? 1 : SKELETON_COUNT).map((key) => (
            <div key={key} className="w-[280px] shrink-0" data-testid="book-skeleton">
              <BookCardSkeleton />
            </div>
          ))}
        </div>
      ) : isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-stone-300 border-dashed px-4 py-10 text-center">
          <p className="text-stone-700">Não foi possível carregar os livros.</p>
          {onRetry && (
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex items-center gap-2 rounded-md border border-stone-300 px-3 py-1.5 font-medium text-sm hover:bg-stone-100"
            >
              <RotateCw aria-hidden="true" className="size-4" />
              Tentar novamente
            </button>
          )}
        </div>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-xl border border-stone-300 border-dashed px-4 py-10 text-center">
          <p className="font-semibold text-stone-800">Nenhum livro disponível</p>
          <p className="text-sm text-stone-600">Nenhum livro disponível ainda.</p>
        </div>
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
