import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/app-router.ts';
import { formatDay } from '../../lib/dates.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useMessagesLive } from '../messages/live.ts';
import { applyNotificationsChange } from './cache.ts';

// The bell's data (docs/product/notifications.md#the-bell): the unread count and the latest ten,
// kept current by the tab's one live feed (messages.events, client/components/messages/live.ts),
// which tells of every change to the member's notifications in any tab.

export type NotificationItem = inferRouterOutputs<AppRouter>['notifications']['latest'][number];

/** The signed-in member's unread notifications, live; 0 for visitors. */
export function useNotificationsUnread(): number {
  const { user } = useCurrentUser();
  useMessagesLive();
  const query = useQuery({ ...trpc.notifications.unreadCount.queryOptions(), enabled: Boolean(user) });
  return user ? (query.data ?? 0) : 0;
}

/** Opening a notification marks it read; the count follows at once, the lists after. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.notifications.markRead.mutationOptions({
      onSuccess: ({ unread }) => applyNotificationsChange(queryClient, unread),
    }),
  );
  return (item: NotificationItem) => {
    if (!item.read) mutation.mutate({ id: item.id });
  };
}

/** 'há 5 min', 'há 2 h', 'ontem', or the date. */
export function whenText(iso: string, now = new Date()): string {
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `há ${hours} h`;
  if (hours < 48) return 'ontem';
  return formatDay(iso);
}
