import { lazy, Suspense } from 'react';
import { BookCardSkeleton, skeletonKeys } from './BookCardSkeleton.tsx';

const SKELETON_COUNT = 6;

/** Skeleton cards while the carousel's books load; one when it is deferred (BookCarousel). */
export function CarouselLoading({ title, deferred }: { title: string; deferred: boolean }) {
  return (
    <div role="status" aria-label={`Carregando ${title}`} className="flex gap-10 overflow-hidden">
      {skeletonKeys(deferred ? 1 : SKELETON_COUNT).map((key) => (
        <div key={key} className="w-[280px] shrink-0" data-testid="book-skeleton">
          <BookCardSkeleton />
        </div>
      ))}
    </div>
  );
}

// A carousel that failed or came back empty is rare: those two states load when shown, not with
// the JavaScript the home page needs first (docs/performance/browser-budgets.md).
const ErrorBody = lazy(() =>
  import('./CarouselMessages.tsx').then((m) => ({ default: m.CarouselErrorBody })),
);
const EmptyBody = lazy(() =>
  import('./CarouselMessages.tsx').then((m) => ({ default: m.CarouselEmptyBody })),
);

export function CarouselError({ onRetry }: { onRetry: (() => void) | undefined }) {
  return (
    <Suspense fallback={null}>
      <ErrorBody onRetry={onRetry} />
    </Suspense>
  );
}

export function CarouselEmpty() {
  return (
    <Suspense fallback={null}>
      <EmptyBody />
    </Suspense>
  );
}
