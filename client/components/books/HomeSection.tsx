import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { BookCarousel, CAROUSEL_NEAR_MARGIN } from './BookCarousel.tsx';

export function sectionQueryOptions(slug: string) {
  return trpc.books.section.queryOptions({ slug });
}

/**
 * The carousels a phone shows on arrival. Putting all six carousels (72 cards) on the page at
 * once kept a slow phone busy, and deaf to taps, for the better part of a second; the ones below
 * the first two stay in their loading state until the reader scrolls near them.
 */
const FIRST_SECTIONS = 2;

/** One home carousel fed by books.section; `order` is its place on the page, from 0. */
export function HomeSection({ slug, title, order }: { slug: string; title: string; order: number }) {
  const query = useQuery(sectionQueryOptions(slug));
  const section = useRef<HTMLElement>(null);
  const show = useNearViewport(section, CAROUSEL_NEAR_MARGIN, order < FIRST_SECTIONS);
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
