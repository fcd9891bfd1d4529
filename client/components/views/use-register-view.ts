import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { VIEW_DEDUPE_MS } from '../../../shared/views.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { trpc, trpcClient } from '../../lib/trpc.ts';

// Book-page views (docs/product/views.md#registering-a-view; docs/decisions/011-social.md). A view is registered
// once per book id per visit of the page; the same book again within 2 s (a double mount, a quick
// back-and-forth) is the same view. Views are counted for signed-in readers only, since only
// they are stored, so only they see the count rise at once; it rolls back if the server refuses.
// The seller's own visits are not views of their listing.

const lastViewed = new Map<string, number>();

/** True when `bookId` was registered less than 2 s before `now`; otherwise records `now`. */
export function isRepeatView(bookId: string, now: number = Date.now()): boolean {
  const last = lastViewed.get(bookId);
  if (last !== undefined && now - last < VIEW_DEDUPE_MS) return true;
  lastViewed.set(bookId, now);
  return false;
}

/**
 * Registers the view of `bookId` and returns the count to show: `viewsCount` (what the page
 * loaded) plus this visit while it is being saved, then the server's count.
 */
export function useRegisterView(
  bookId: string,
  opts: { sellerId?: string | null; viewsCount?: number } = {},
): number {
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const loaded = opts.viewsCount ?? 0;
  // The loaded count only seeds the optimistic value: a refetch must not register a view.
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const [shown, setShown] = useState<{ bookId: string; count: number } | null>(null);
  const userId = user?.id ?? null;
  const sellerId = opts.sellerId ?? null;

  useEffect(() => {
    if (isLoading || !userId || userId === sellerId) return;
    if (isRepeatView(bookId)) return;
    let current = true;
    setShown({ bookId, count: loadedRef.current + 1 });
    trpcClient.views.register.mutate({ bookId }).then(
      (result) => {
        // 'Vistos Recentemente' on the home page now starts with this book.
        if (result.counted) void queryClient.invalidateQueries({ queryKey: trpc.views.recent.queryKey() });
        if (current) setShown({ bookId, count: result.viewsCount });
      },
      () => {
        // Rolled back: the count goes back to what was loaded, and the next visit may try again.
        lastViewed.delete(bookId);
        if (current) setShown(null);
      },
    );
    return () => {
      current = false;
    };
  }, [bookId, userId, isLoading, sellerId, queryClient]);

  return shown?.bookId === bookId ? shown.count : loaded;
}
