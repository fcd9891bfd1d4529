/** What the paginated lists need from a useInfiniteQuery result over `{ items, nextCursor }` pages. */
export interface PagedQuery<T> {
  data: { pages: ReadonlyArray<{ items: ReadonlyArray<T> }> } | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export function allItems<T>(query: PagedQuery<T>): T[] | undefined {
  return query.data?.pages.flatMap((page) => page.items);
}

/** Next page from the server's `nextCursor` (null at the end). */
export const nextCursor = (last: { nextCursor: string | null }) => last.nextCursor;
