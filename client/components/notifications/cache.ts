import type { Query, QueryClient } from '@tanstack/react-query';
import { kindOfKey } from '../../lib/cache-policy.ts';
import { trpc } from '../../lib/trpc.ts';

// What the tab's live feed (client/components/messages/live.ts) does to the bell's cached data
// (docs/product/notifications.md#live), and to the pages that follow the other party's steps.

const live = { predicate: (query: Query) => kindOfKey(query.queryKey) === 'live' };

/**
 * Every step of an offer or an order and every want matched notifies the other party, and the
 * push says only that their notifications changed: the reads of those steps (the 'live' kind of
 * lib/cache-policy.ts, docs/product/notifications.md#pages-that-follow) are read again whatever
 * it was about. Those on screen now; the others are dropped, since nothing reads them on mount.
 */
function refreshLive(queryClient: QueryClient): void {
  queryClient.removeQueries({ ...live, type: 'inactive' });
  void queryClient.invalidateQueries(live);
}

/** A change heard on the live feed or made here: the new count, then the lists read again. */
export function applyNotificationsChange(queryClient: QueryClient, unread: number): void {
  queryClient.setQueryData(trpc.notifications.unreadCount.queryKey(), unread);
  void queryClient.invalidateQueries({ queryKey: trpc.notifications.latest.queryKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() });
  refreshLive(queryClient);
}

/** After a (re)connection: whatever changed meanwhile is fetched again. */
export function refreshNotifications(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
  refreshLive(queryClient);
}
