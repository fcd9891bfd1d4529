import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { allItems, nextCursor } from '../../browse/paged.ts';
import { usePendingAction } from '../use-pending-action.ts';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../util.ts';
import { BOOK_DIALOG, type BookStatusFilter, type PendingBookAction } from './book-actions.ts';

/** The admin books list: its search and status filter, its pages and the action waiting to be confirmed. */
export function useBooksPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<BookStatusFilter>('all');
  const query = useInfiniteQuery(
    trpc.admin.books.list.infiniteQueryOptions(
      { search: useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS), status },
      { getNextPageParam: nextCursor },
    ),
  );
  const action = usePendingAction<PendingBookAction>();
  const { pending } = action;

  const confirm = async (reason: string) => {
    if (!pending) return;
    const input = { bookId: pending.book.id, reason };
    const call = {
      hide: () => trpcClient.admin.books.hide.mutate(input),
      reinstate: () => trpcClient.admin.books.reinstate.mutate(input),
      remove: () => trpcClient.admin.books.remove.mutate(input),
    }[pending.kind];
    await action.run(call, BOOK_DIALOG[pending.kind].fallback);
  };

  return {
    search,
    setSearch,
    status,
    setStatus,
    query,
    books: allItems(query),
    action,
    dialog: pending ? BOOK_DIALOG[pending.kind] : null,
    confirm,
  };
}
