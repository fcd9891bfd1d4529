import type { QueryClient } from '@tanstack/react-query';
import { trpc } from './trpc.ts';

/**
 * After any write that changes what is on sale (docs/product/selling.md#the-catalogue-after-a-change): a book
 * listed, edited, sold, removed, bought, put back on sale by a cancelled order, hidden or
 * reinstated by an admin. Every read that shows books on sale may be out of date: the lists and
 * book pages, searches, stores and the wants' matches. Those on screen are read again now; the
 * others are dropped, because the app never reads again on mount (refetchOnMount: false,
 * lib/cache-policy.ts) and would show a sold book, or miss a relisted one, on the next visit.
 */
export async function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  const keys = [
    trpc.books.pathKey(),
    trpc.search.pathKey(),
    trpc.stores.pathKey(),
    trpc.wants.list.pathKey(),
  ];
  for (const queryKey of keys) queryClient.removeQueries({ queryKey, type: 'inactive' });
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
