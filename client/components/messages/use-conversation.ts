import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { errorCode, refusalMessage } from '../../lib/errors.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { toastError } from '../toast.ts';
import { appendToThread, clearListUnread, setUnreadTotal, type ThreadMessage } from './live.ts';

function threadOptions(conversationId: string) {
  return trpc.messages.thread.infiniteQueryOptions(
    { conversationId },
    {
      getNextPageParam: (page) => page.nextCursor,
      // Live events keep it current while open; coming back later fetches it again.
      refetchOnMount: true,
      staleTime: 30_000,
      retry: (count, error) => errorCode(error) !== 'NOT_FOUND' && count < 2,
    },
  );
}

function subscribeVisibility(notify: () => void) {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
}

/** Whether the person can see this tab: a conversation in a background tab is not "read". */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/** Opening a conversation reads it; so does a message arriving while it is on screen. */
function useMarkRead(
  conversationId: string,
  messages: ThreadMessage[],
  me: string | null,
  unreadCount?: number,
) {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const markRead = useMutation(
    trpc.messages.markRead.mutationOptions({
      onSuccess: (result) => {
        setUnreadTotal(queryClient, result.unreadTotal);
        clearListUnread(queryClient, conversationId);
      },
    }),
  );
  const newestFromOther = messages.reduce((max, m) => (m.senderId !== me && m.id > max ? m.id : max), 0);
  const readUpTo = useRef<number | null>(null);
  const markReadMutate = markRead.mutate;
  useEffect(() => {
    if (unreadCount === undefined) return;
    if (readUpTo.current === null && unreadCount === 0) {
      readUpTo.current = newestFromOther;
      return;
    }
    if (!visible || newestFromOther <= (readUpTo.current ?? 0)) return;
    readUpTo.current = newestFromOther;
    markReadMutate({ conversationId });
  }, [unreadCount, newestFromOther, visible, conversationId, markReadMutate]);
}

/**
 * Scrolling: to the end on opening and when a message arrives while near the end (or is
 * one's own); kept in place when older messages load above.
 */
export function useScrollAnchor(messages: ThreadMessage[], me: string | null) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef<{ firstId?: number; lastId?: number; height: number } | null>(null);
  const firstId = messages[0]?.id;
  const lastMessage = messages.at(-1);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || firstId === undefined) return;
    const before = last.current;
    if (!before) {
      el.scrollTop = el.scrollHeight;
    } else if (firstId !== before.firstId && lastMessage?.id === before.lastId) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if (lastMessage?.id !== before.lastId) {
      const nearEnd = before.height - el.scrollTop - el.clientHeight < 160;
      if (nearEnd || lastMessage?.senderId === me) el.scrollTop = el.scrollHeight;
    }
    last.current = { firstId, lastId: lastMessage?.id, height: el.scrollHeight };
  }, [firstId, lastMessage, me]);
  return scroller;
}

/** Sending, blocking and unblocking; each refreshes what it changes. */
function useConversationActions(conversationId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.messages.thread.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.messages.list.queryKey() });
  };
  const onBlockError = (error: unknown) =>
    toastError(refusalMessage(error, 'Não foi possível concluir. Tente novamente.'));
  const block = useMutation(
    trpc.messages.block.mutationOptions({ onSuccess: refresh, onError: onBlockError }),
  );
  const unblock = useMutation(
    trpc.messages.unblock.mutationOptions({ onSuccess: refresh, onError: onBlockError }),
  );
  const send = useMutation(trpc.messages.send.mutationOptions());
  const sendMessage = async (body: string) => {
    const message = await send.mutateAsync({ conversationId, body });
    appendToThread(queryClient, conversationId, message);
    void queryClient.invalidateQueries({ queryKey: trpc.messages.list.queryKey() });
  };
  return { block, unblock, sendMessage };
}

/** An open conversation's messages (oldest first), kept read while on screen, and its actions. */
export function useConversation(conversationId: string) {
  const { user } = useCurrentUser();
  const me = user?.id ?? null;
  const query = useInfiniteQuery(threadOptions(conversationId));
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const messages = pages
    .slice()
    .reverse()
    .flatMap((p) => p.messages);
  useMarkRead(conversationId, messages, me, first?.conversation.unreadCount);
  return { me, query, first, messages, ...useConversationActions(conversationId) };
}
