import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { BookCarousel } from './BookCarousel.tsx';

export function sectionQueryOptions(slug: string) {
  return trpc.books.section.queryOptions({ slug });
}

/** The carousels a phone shows on arrival; the rest render after the page has painted. */
const FIRST_SECTIONS = 2;
const STAGGER_MS = 60;

/**
 * Whether carousel number `order` may show its books yet. Putting all six carousels (72 cards)
 * on the page in one go kept a slow phone busy, and deaf to taps, for the better part of a
 * second; the later ones now come one per task, in their loading state until then.
 */
function useStaggered(order: number): boolean {
  const [ready, setReady] = useState(order < FIRST_SECTIONS);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => startTransition(() => setReady(true)), (order - 1) * STAGGER_MS);
    return () => clearTimeout(timer);
  }, [ready, order]);
  return ready;
}

/** One home carousel fed by books.section; `order` is its place on the page, from 0. */
export function HomeSection({ slug, title, order }: { slug: string; title: string; order: number }) {
  const query = useQuery(sectionQueryOptions(slug));
  const ready = useStaggered(order);
  return (
    <BookCarousel
      title={title}
      slug={slug}
      first={order === 0}
      books={query.data}
      isLoading={(query.isPending && !query.isError) || !ready}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
