import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

// What the tab's live feed (client/components/messages/live.ts) does to the bell's cached data
// (docs/product/notifications.md#live).

/** A change heard on the live feed or made here: the new count, then the lists read again. */
export function applyNotificationsChange(queryClient: QueryClient, unread: number): void {
  queryClient.setQueryData(trpc.notifications.unreadCount.queryKey(), unread);
  void queryClient.invalidateQueries({ queryKey: trpc.notifications.latest.queryKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() });
  // Every step the other party takes on an order reaches the bell: the menus' counts of orders
  // awaiting this member's step (docs/product/orders.md#what-awaits-you) follow it.
  void queryClient.invalidateQueries({ queryKey: trpc.orders.awaiting.queryKey() });
}

/** After a (re)connection: whatever changed meanwhile is fetched again. */
export function refreshNotifications(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.orders.awaiting.queryKey() });
}
