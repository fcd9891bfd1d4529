import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { nextCursor } from '../browse/paged.ts';
import { type HomeSearch, toSearchInput } from './params.ts';

/** A search's results, page after page: one definition for the results page and the home loader. */
export function searchResultsOptions(params: HomeSearch) {
  return trpc.search.books.infiniteQueryOptions(toSearchInput(params), {
    getNextPageParam: nextCursor,
  });
}

/** Loads a search's first page. */
export async function prefetchSearch(queryClient: QueryClient, params: HomeSearch): Promise<void> {
  await queryClient.prefetchInfiniteQuery(searchResultsOptions(params));
}
