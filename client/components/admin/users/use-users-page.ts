import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { allItems, nextCursor } from '../../browse/paged.ts';
import { usePendingAction } from '../use-pending-action.ts';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../util.ts';
import { type PendingUserAction, USER_DIALOG, type UserFilter } from './user-actions.ts';

/** The admin users list: its search and filter, its pages and the action waiting to be confirmed. */
export function useUsersPage() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UserFilter>('all');
  const query = useInfiniteQuery(
    trpc.admin.users.list.infiniteQueryOptions(
      { search: useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS), filter },
      { getNextPageParam: nextCursor },
    ),
  );
  const { user: me } = useCurrentUser();
  const action = usePendingAction<PendingUserAction>();
  const { pending } = action;

  const confirm = async (reason: string) => {
    if (!pending) return;
    const input = { userId: pending.user.id, reason };
    const call = {
      suspend: () => trpcClient.admin.users.suspend.mutate(input),
      reinstate: () => trpcClient.admin.users.reinstate.mutate(input),
      grant: () => trpcClient.admin.users.grantAdmin.mutate(input),
      revoke: () => trpcClient.admin.users.revokeAdmin.mutate(input),
      delete: () => trpcClient.admin.users.deleteAccount.mutate(input),
    }[pending.kind];
    await action.run(call, USER_DIALOG[pending.kind].fallback);
  };

  return {
    search,
    setSearch,
    filter,
    setFilter,
    query,
    users: allItems(query),
    meId: me?.id,
    action,
    dialog: pending ? USER_DIALOG[pending.kind] : null,
    confirm,
  };
}
