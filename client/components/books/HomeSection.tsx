import { useQuery } from '@tanstack/react-query';
import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { BookCarousel } from './BookCarousel.tsx';

export function sectionQueryOptions(slug: string) {
  return trpc.books.section.queryOptions({ slug });
}

/** The carousels a phone shows on arrival; the rest render their books when scrolled near. */
const FIRST_SECTIONS = 2;
const NEAR_MARGIN = '600px 0px';

/**
 * Whether a carousel may show its books yet. Putting all six carousels (72 cards) on the page at
 * once kept a slow phone busy, and deaf to taps, for the better part of a second; the ones below
 * the first two stay in their loading state until the reader scrolls near them.
 */
function useNearOrFirst(ref: RefObject<HTMLElement | null>, order: number): boolean {
  const [show, setShow] = useState(order < FIRST_SECTIONS || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (show || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setShow(true));
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [show, ref]);
  return show;
}

/** One home carousel fed by books.section; `order` is its place on the page, from 0. */
export function HomeSection({ slug, title, order }: { slug: string; title: string; order: number }) {
  const query = useQuery(sectionQueryOptions(slug));
  const section = useRef<HTMLElement>(null);
  const show = useNearOrFirst(section, order);
  return (
    <BookCarousel
      title={title}
      slug={slug}
      first={order === 0}
      sectionRef={section}
      books={query.data}
      isLoading={(query.isPending && !query.isError) || !show}
      deferred={!show}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
