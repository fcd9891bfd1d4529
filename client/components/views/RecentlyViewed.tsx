import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { BookCarousel } from '../books/BookCarousel.tsx';

/** Stale after 2 minutes and kept 5 (docs/product/offline.md#data-cache, in lib/cache-policy.ts). */
export function recentlyViewedOptions() {
  return trpc.views.recent.queryOptions();
}

/**
 * 'Vistos Recentemente', the first home carousel for signed-in readers (docs/product/views.md#recently-viewed). Shown
 * only when there is something in it; a failed load shows nothing.
 */
export function RecentlyViewed() {
  const { user } = useCurrentUser();
  const query = useQuery({ ...recentlyViewedOptions(), enabled: Boolean(user), refetchOnMount: true });
  if (!user || !query.data || query.data.length === 0) return null;
  return <BookCarousel title="Vistos Recentemente" books={query.data} isLoading={false} />;
}
