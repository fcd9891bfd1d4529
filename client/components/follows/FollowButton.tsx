import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Loader2, UserCheck, UserPlus } from 'lucide-react';
import { useCurrentUser } from '../../lib/session.ts';
import { useSignInFirst } from '../../lib/sign-in-first.ts';
import { trpc, trpcClient } from '../../lib/trpc.ts';
import { toastError, toastSuccess } from '../toast.ts';

export const FOLLOW_MESSAGES = {
  followed: 'Usuário seguido com sucesso.',
  unfollowed: 'Usuário deixou de ser seguido.',
  followFailed: 'Erro ao seguir usuário.',
  unfollowFailed: 'Erro ao deixar de seguir usuário.',
} as const;

/** Ids of the people the signed-in reader follows; empty for visitors. */
export function useFollowingIds(): Set<string> {
  const { user } = useCurrentUser();
  const query = useQuery({
    ...trpc.follows.followingIds.queryOptions(),
    enabled: Boolean(user),
    select: toSet,
  });
  return (user && query.data) || EMPTY;
}
const toSet = (ids: string[]) => new Set(ids);
const EMPTY = new Set<string>();

/** What the reader asked for this person by the changes still on their way; null when none is. */
function usePendingFollow(userId: string): boolean | null {
  const asked = useMutationState({
    filters: { mutationKey: followKey(userId), status: 'pending' },
    select: (mutation) => mutation.state.variables as boolean,
  });
  return asked.at(-1) ?? null;
}
const followKey = (userId: string) => ['follows', 'set', userId];

/**
 * 'Seguir' / 'Seguindo' (docs/product/follows.md#follow-button): by whether the person is in the reader's following
 * list; hidden for oneself. A visitor's click signs in first and follows on return. The label changes at once and goes back on failure.
 * TanStack Query's optimistic update: reads of the list on their way are cancelled before the
 * change, the label is the change asked for while it is on its way (a read answered meanwhile was
 * read before it), and the list is read again once the server answered, before the button settles.
 */
export function FollowButton({
  userId,
  name,
  size = 'md',
  onChange,
}: {
  userId: string;
  /** Who, for screen readers: 'Seguir Ana'. */
  name: string;
  size?: 'sm' | 'md';
  /** After the server answered, with the person's new follower count. */
  onChange?: (followersCount: number) => void;
}) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const listed = useFollowingIds().has(userId);
  const pending = usePendingFollow(userId);
  const key = trpc.follows.followingIds.queryKey();
  const setFollowing = (value: boolean) =>
    queryClient.setQueryData<string[]>(key, (ids = []) =>
      value ? [userId, ...ids.filter((id) => id !== userId)] : ids.filter((id) => id !== userId),
    );
  const change = useMutation({
    mutationKey: followKey(userId),
    mutationFn: (follow: boolean) =>
      follow ? trpcClient.follows.follow.mutate({ userId }) : trpcClient.follows.unfollow.mutate({ userId }),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      setFollowing(follow);
    },
    onSuccess: (result, follow) => {
      toastSuccess(follow ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.unfollowed);
      onChange?.(result.followersCount);
    },
    onError: (_error, follow) => {
      setFollowing(!follow);
      toastError(follow ? FOLLOW_MESSAGES.followFailed : FOLLOW_MESSAGES.unfollowFailed);
    },
    // Returned, so the change stays pending (and the label stays as asked) until the list read
    // after it is in: any read still on its way was made before the server changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const signIn = useSignInFirst('seguir', { intent: { kind: 'follow', userId } });
  if (user?.id === userId) return null;

  const following = pending ?? listed;
  const busy = pending !== null;
  const click = () => {
    if (!user) return signIn();
    if (!busy) change.mutate(!following);
  };

  const Icon = busy ? Loader2 : following ? UserCheck : UserPlus;
  return (
    <button
      type="button"
      onClick={click}
      aria-pressed={following}
      aria-label={`${following ? 'Seguindo' : 'Seguir'} ${name}`}
      disabled={busy}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full border font-semibold transition-colors disabled:cursor-wait',
        size === 'sm' ? 'px-3 py-1 text-xs' : 'px-4 py-2 text-sm',
        following
          ? 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
          : 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800',
      )}
    >
      <Icon aria-hidden="true" className={clsx('size-4', busy && 'motion-safe:animate-spin')} />
      {following ? 'Seguindo' : 'Seguir'}
    </button>
  );
}
