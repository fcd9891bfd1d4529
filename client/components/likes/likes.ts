import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { LIVE_LIKES_MAX_BOOKS, type LikeEvent } from '../../../shared/likes.ts';
import { once } from '../../lib/once.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useSignInFirst } from '../../lib/sign-in-first.ts';
import { trpc, trpcClient } from '../../lib/trpc.ts';
import { toastError } from '../toast.ts';
import { EMPTY_ENTRY, type LikeAction, type LikeEntry, likeReducer, shownLike } from './like-state.ts';

// Like state shared by every card and the book page: one entry per book, so the same book in
// two carousels shows the same heart, and one live subscription for every book on screen.

export const LIKE_ERROR = 'Erro ao curtir livro. Tente novamente.';

const entries = new Map<string, LikeEntry>();
const watchers = new Map<string, Set<() => void>>();

function dispatch(bookId: string, action: LikeAction): void {
  const before = entries.get(bookId) ?? EMPTY_ENTRY;
  const after = likeReducer(before, action);
  if (after === before) return;
  entries.set(bookId, after);
  for (const notify of watchers.get(bookId) ?? []) notify();
}

/**
 * What one heart shows, watched as a value: a live snapshot that confirms what a card already
 * shows does not re-render it. Store updates render synchronously, so a snapshot for a page of
 * cards that each re-rendered was one long task.
 */
function useShownLike(bookId: string, base: { count: number; liked: boolean }): ShownLike {
  const subscribe = useCallback(
    (notify: () => void) => {
      let set = watchers.get(bookId);
      if (!set) {
        set = new Set();
        watchers.set(bookId, set);
      }
      set.add(notify);
      return () => {
        set.delete(notify);
        if (set.size === 0) watchers.delete(bookId);
      };
    },
    [bookId],
  );
  // The same object while the heart would show the same, so such a change renders nothing.
  const last = useRef<ShownLike | null>(null);
  const read = () => {
    const entry = entries.get(bookId) ?? EMPTY_ENTRY;
    const shown = { ...shownLike(entry, base), inFlight: entry.inFlight };
    const previous = last.current;
    if (
      previous?.count === shown.count &&
      previous.liked === shown.liked &&
      previous.inFlight === shown.inFlight
    )
      return previous;
    last.current = shown;
    return shown;
  };
  return useSyncExternalStore(subscribe, read, read);
}

interface ShownLike {
  count: number;
  liked: boolean;
  inFlight: boolean;
}

const toSet = (ids: string[]) => new Set(ids);
// Built once, as the reader's query (useCurrentUser): every card runs useLikedSet.
const likedOptions = once(() => trpc.likes.likedBookIds.queryOptions());

/**
 * The books the signed-in reader likes (docs/product/likes.md#liked-books). The caller passes
 * the reader it already has: a page of cards would otherwise watch the session twice per card.
 */
function useLikedSet(signedIn: boolean): Set<string> {
  const query = useQuery({ ...likedOptions(), enabled: signedIn, select: toSet });
  return (signedIn && query.data) || EMPTY_SET;
}
const EMPTY_SET = new Set<string>();

// ---- Live counts --------------------------------------------------------------------------

/** Books on screen, counted by how many mounted components show each. */
const onScreen = new Map<string, number>();
let live: { key: string; stop: () => void } | null = null;
let viewer: string | null | undefined;
let pending: ReturnType<typeof setTimeout> | null = null;
/** Cards mount in bursts (a page of carousels): one reconnection for the whole burst. */
const SETTLE_MS = 120;

/** Live connections opened so far: a snapshot is as recent as its connection (like-state.ts). */
let connections = 0;

/**
 * What the live stream delivers (exported for tests); `connection` is the number of the
 * connection it came on, the latest unless told.
 */
export function applyLikeEvent(event: LikeEvent, connection = connections): void {
  if (event.kind === 'snapshot') {
    for (const book of event.books)
      dispatch(book.bookId, { type: 'remote', count: book.likesCount, liked: book.liked, connection });
  } else {
    dispatch(event.bookId, { type: 'remote', count: event.likesCount, liked: event.liked });
  }
}

function resubscribe(): void {
  pending = null;
  // No EventSource (tests, very old browsers): counts stay as loaded, liking still works.
  if (typeof EventSource === 'undefined') return;
  const ids = [...onScreen.keys()].slice(-LIVE_LIKES_MAX_BOOKS).sort();
  const key = `${viewer ?? ''}|${ids.join(',')}`;
  if (live?.key === key) return;
  live?.stop();
  live = null;
  if (ids.length === 0) return;
  // Numbered when asked for, not when the server says it started: its snapshot may be read
  // before that word arrives. A reconnection keeps the number, so its snapshot is not taken for
  // a book the reader changed meanwhile; the next change or page brings the count.
  connections += 1;
  const connection = connections;
  const subscription = trpcClient.likes.events.subscribe(
    { bookIds: ids },
    {
      onData: (event) => applyLikeEvent(event, connection),
      // The link reconnects by itself after network errors; what reaches here is a refusal,
      // and a page without live counts still works.
      onError: () => {},
    },
  );
  live = { key, stop: () => subscription.unsubscribe() };
}

function scheduleResubscribe(): void {
  if (pending) clearTimeout(pending);
  pending = setTimeout(resubscribe, SETTLE_MS);
}

/**
 * Keeps the like counts of `bookIds` live while the calling component is mounted: every like
 * or unlike anywhere reaches this browser within a second, and the reader's own likes in other
 * tabs set the heart here too (docs/product/likes.md#live-sync).
 */
export function useLiveLikes(bookIds: readonly string[]): void {
  const { user, isLoading } = useCurrentUser();
  const userId = user?.id ?? null;
  const key = bookIds.join(',');

  useEffect(() => {
    if (isLoading || viewer === userId) return;
    // Someone else signed in or out: the previous reader's hearts must not linger.
    if (viewer !== undefined) for (const id of entries.keys()) dispatch(id, { type: 'forgetLiked' });
    viewer = userId;
    scheduleResubscribe();
  }, [userId, isLoading]);

  useEffect(() => {
    const ids = key ? key.split(',') : [];
    for (const id of ids) onScreen.set(id, (onScreen.get(id) ?? 0) + 1);
    scheduleResubscribe();
    return () => {
      for (const id of ids) {
        const n = (onScreen.get(id) ?? 1) - 1;
        if (n <= 0) onScreen.delete(id);
        else onScreen.set(id, n);
      }
      scheduleResubscribe();
    };
  }, [key]);
}

// ---- The toggle ---------------------------------------------------------------------------

export interface LikeToggle {
  count: number;
  liked: boolean;
  inFlight: boolean;
  signedIn: boolean;
  /** Likes or unlikes; visitors go to /login; ignored while a toggle is in flight. */
  toggle: () => void;
  /** Likes unless already liked (double-click on a cover). */
  like: () => void;
}

export function useLikeToggle(bookId: string, baseCount: number): LikeToggle {
  const { user } = useCurrentUser();
  const signIn = useSignInFirst('curtir', { intent: { kind: 'like', bookId } });
  const likedSet = useLikedSet(Boolean(user));
  const shown = useShownLike(bookId, { count: baseCount, liked: likedSet.has(bookId) });
  // The click handler reads the latest values, not the ones of the render it was made in.
  const latest = useRef({ baseCount, liked: likedSet.has(bookId) });
  latest.current = { baseCount, liked: likedSet.has(bookId) };

  const toggle = useCallback(
    (onlyLike = false) => {
      if (!user) return signIn();
      const current = entries.get(bookId) ?? EMPTY_ENTRY;
      if (current.inFlight) return;
      const now = shownLike(current, { count: latest.current.baseCount, liked: latest.current.liked });
      if (onlyLike && now.liked) return;
      dispatch(bookId, { type: 'toggle', shown: now });
      const call = now.liked
        ? trpcClient.likes.unlike.mutate({ bookId })
        : trpcClient.likes.like.mutate({ bookId });
      call.then(
        (result) =>
          dispatch(bookId, { type: 'succeeded', count: result.likesCount, liked: result.liked, connections }),
        (error: unknown) => {
          dispatch(bookId, { type: 'failed' });
          toastError(LIKE_ERROR);
          console.warn('Falha ao curtir livro:', error);
        },
      );
    },
    [bookId, signIn, user],
  );

  return {
    count: shown.count,
    liked: Boolean(user) && shown.liked,
    inFlight: shown.inFlight,
    signedIn: Boolean(user),
    toggle: () => toggle(false),
    like: () => toggle(true),
  };
}

/** For tests: forget every entry. */
export function resetLikeStateForTests(): void {
  entries.clear();
}
