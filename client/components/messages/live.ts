import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { useEffect } from 'react';
import type { AppRouter } from '../../../server/app-router.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { trpc, trpcClient } from '../../lib/trpc.ts';
import { applyNotificationsChange, refreshNotifications } from '../notifications/cache.ts';
import { toast } from '../toast.ts';

// One live feed per tab for the signed-in user (messages.events over SSE): it keeps the unread
// badge, the conversation list, any open conversation and the notifications' bell current. Every component that shows
// unread counts holds it open; the last one to go closes it.

type Outputs = inferRouterOutputs<AppRouter>['messages'];
export type ThreadPage = Outputs['thread'];
export type ThreadMessage = ThreadPage['messages'][number];
export type ConversationSummary = Outputs['list'][number];
type ThreadData = InfiniteData<ThreadPage, number | null>;
type MessagesEvent = Parameters<
  NonNullable<Parameters<typeof trpcClient.messages.events.subscribe>[1]['onData']>
>[0];

export const threadKey = (conversationId: string) =>
  trpc.messages.thread.infiniteQueryKey({ conversationId });

/** Adds `message` to the newest page of a cached conversation, once. */
export function appendToThread(
  queryClient: QueryClient,
  conversationId: string,
  message: ThreadMessage,
): void {
  queryClient.setQueryData<ThreadData>(threadKey(conversationId), (data) => {
    const newest = data?.pages[0];
    if (!data || !newest) return data;
    if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
    const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...newest, messages }, ...data.pages.slice(1)] };
  });
}

/** The list's count for one conversation after it was read here or in another tab. */
export function clearListUnread(queryClient: QueryClient, conversationId: string): void {
  queryClient.setQueryData(trpc.messages.list.queryKey(), (list) =>
    list?.map((c) => (c.id === conversationId && c.unreadCount > 0 ? { ...c, unreadCount: 0 } : c)),
  );
}

export function setUnreadTotal(queryClient: QueryClient, total: number): void {
  queryClient.setQueryData(trpc.messages.unreadCount.queryKey(), total);
}

function refreshAll(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: trpc.messages.list.queryKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.messages.thread.pathKey() });
}

interface Live {
  userId: string;
  holders: number;
  stop: () => void;
  stopTimer: ReturnType<typeof setTimeout> | null;
}
let live: Live | null = null;

function handle(event: MessagesEvent, userId: string, queryClient: QueryClient, open: (id: string) => void) {
  switch (event.kind) {
    case 'snapshot':
      // The first event, and again after every reconnection: whatever happened while the
      // connection was down is fetched again.
      setUnreadTotal(queryClient, event.unreadTotal);
      refreshAll(queryClient);
      refreshNotifications(queryClient);
      return;
    case 'message': {
      setUnreadTotal(queryClient, event.unreadTotal);
      appendToThread(queryClient, event.conversationId, event.message);
      void queryClient.invalidateQueries({ queryKey: trpc.messages.list.queryKey() });
      const here = typeof window !== 'undefined' && window.location.pathname.startsWith('/chats');
      if (event.message.senderId !== userId && !here) {
        const preview =
          event.message.body.length > 80 ? `${event.message.body.slice(0, 80)}…` : event.message.body;
        toast.info(`Nova mensagem de ${event.senderName}`, {
          description: preview,
          action: { label: 'Abrir', onClick: () => open(event.conversationId) },
        });
      }
      return;
    }
    case 'read':
      setUnreadTotal(queryClient, event.unreadTotal);
      clearListUnread(queryClient, event.conversationId);
      return;
    case 'block':
      refreshAll(queryClient);
      return;
    case 'notifications':
      applyNotificationsChange(queryClient, event.unread);
      return;
  }
}

function acquire(userId: string, queryClient: QueryClient, open: (id: string) => void): void {
  if (live && live.userId !== userId) {
    live.stop();
    live = null;
  }
  if (live) {
    live.holders += 1;
    if (live.stopTimer) clearTimeout(live.stopTimer);
    live.stopTimer = null;
    return;
  }
  // No EventSource (tests, very old browsers): counts stay as loaded.
  if (typeof EventSource === 'undefined') return;
  const subscription = trpcClient.messages.events.subscribe(undefined, {
    onData: (event) => handle(event, userId, queryClient, open),
    // The link reconnects by itself after network errors; what reaches here is a refusal
    // (signed out), and the pages still work without live updates.
    onError: () => {},
  });
  live = { userId, holders: 1, stop: () => subscription.unsubscribe(), stopTimer: null };
}

function release(userId: string): void {
  if (!live || live.userId !== userId) return;
  live.holders -= 1;
  if (live.holders > 0) return;
  // Components remount while navigating: keep the connection through the gap.
  const current = live;
  current.stopTimer = setTimeout(() => {
    if (live === current && current.holders <= 0) {
      current.stop();
      live = null;
    }
  }, 2000);
}

/** Keeps this tab's live feed open while the calling component is mounted and someone is signed in. */
export function useMessagesLive(): void {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const router = useRouter();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    acquire(userId, queryClient, (id) => void router.navigate({ to: '/chats/$id', params: { id } }));
    return () => release(userId);
  }, [userId, queryClient, router]);
}

/** Unread messages of the signed-in user, live; 0 for visitors. */
export function useUnreadCount(): number {
  const { user } = useCurrentUser();
  useMessagesLive();
  const query = useQuery({ ...trpc.messages.unreadCount.queryOptions(), enabled: Boolean(user) });
  return user ? (query.data ?? 0) : 0;
}
