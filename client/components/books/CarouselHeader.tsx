import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Edges } from './use-track-edges.ts';

const arrowClass =
  'inline-flex size-9 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 shadow-sm transition-colors hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white';

/** The carousel's title, its 'Ver todos' link and, once it has books, its two arrows. */
export function CarouselHeader({
  headingId,
  title,
  slug,
  hasBooks,
  edges,
  allRendered,
  scroll,
}: {
  headingId: string;
  title: string;
  slug: string | undefined;
  hasBooks: boolean;
  edges: Edges;
  /** Every card is in the track: the right arrow may then stop at the last one. */
  allRendered: boolean;
  scroll: (direction: -1 | 1) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-3">
        <h2 id={headingId} className="font-serif font-semibold text-2xl text-stone-900">
          {title}
        </h2>
        {slug && hasBooks && (
          <Link
            to="/categoria/$slug"
            params={{ slug }}
            // On one line, under the title when the 44 px arrows leave no room beside it on a phone.
            className="shrink-0 whitespace-nowrap rounded-sm font-medium text-brand-700 text-sm hover:underline"
            aria-label={`Ver todos: ${title}`}
          >
            Ver todos
          </Link>
        )}
      </div>
      {hasBooks && (
        <div className="flex shrink-0 gap-2">
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
            disabled={edges.atEnd && allRendered}
            onClick={() => scroll(1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
