import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { allItems } from '../browse/paged.ts';
import { type HomeSearch, validateHomeSearch } from './params.ts';
import { searchResultsOptions } from './results-query.ts';

export type SearchFilterValues = Partial<Omit<HomeSearch, 'search'>>;

/** The search in the URL and its results, page after page (docs/product/search.md#results). */
function useResultsQuery(params: HomeSearch) {
  const results = useInfiniteQuery({
    ...searchResultsOptions(params),
    // The last results stay, dimmed, while the next search runs: the count says '(buscando...)'.
    placeholderData: keepPreviousData,
  });
  const searching = results.isFetching && !results.isFetchingNextPage;
  return { results, searching };
}

/**
 * The results page's state: the URL's search, its results, and the ways to change it. A new query
 * is a new history entry (Back returns to the previous search); sort and filter changes replace
 * the current entry, so Back leaves the search instead of undoing each filter.
 */
export function useSearchResults() {
  // Read again: the router merges the raw URL values over the validated ones (root search).
  const params = validateHomeSearch(useSearch({ from: '/' }));
  const navigate = useNavigate({ from: '/' });
  const { results, searching } = useResultsQuery(params);

  const books = allItems(results);
  const total = results.data?.pages[0]?.total;
  const moreThan = results.data?.pages[0]?.moreThan ?? false;
  const didYouMean = results.data?.pages[0]?.didYouMean ?? [];
  const { search: _query, ...filters } = params;

  const setFilters = (next: SearchFilterValues) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false });
  const clearSearch = () => void navigate({ to: '/', search: {} });
  const clearFilters = () =>
    setFilters({ condicao: undefined, min: undefined, max: undefined, genero: undefined });

  const activeFilters = [params.condicao, params.genero, params.min ?? params.max].filter(
    (v) => v !== undefined,
  ).length;
  const showEmpty = total === 0 && !searching && !results.isError;

  return {
    params,
    query: params.search ?? '',
    filters,
    results,
    books,
    total,
    moreThan,
    didYouMean,
    searching,
    stale: results.isPlaceholderData,
    activeFilters,
    showEmpty,
    setFilters,
    clearSearch,
    clearFilters,
  };
}

export type SearchResultsState = ReturnType<typeof useSearchResults>;
