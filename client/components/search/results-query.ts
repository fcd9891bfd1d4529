import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { nextCursor } from '../browse/paged.ts';
import { categoriesQueryOptions } from '../categories.ts';
import { type HomeSearch, toSearchInput } from './params.ts';

/** A search's results, page after page: one definition for the results page and the home loader. */
export function searchResultsOptions(params: HomeSearch, genreName: string | undefined) {
  return trpc.search.books.infiniteQueryOptions(toSearchInput(params, genreName), {
    getNextPageParam: nextCursor,
  });
}

/** Loads a search's first page; a genre filter goes by name, so the categories come first. */
export async function prefetchSearch(queryClient: QueryClient, params: HomeSearch): Promise<void> {
  const genreName = params.genero
    ? (await queryClient.ensureQueryData(categoriesQueryOptions())).categories.find(
        (c) => c.slug === params.genero,
      )?.name
    : undefined;
  await queryClient.prefetchInfiniteQuery(searchResultsOptions(params, genreName));
}
