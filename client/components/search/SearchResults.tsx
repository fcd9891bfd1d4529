import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { ChevronDown, SearchX, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatCount } from '../../../shared/format.ts';
import { BookGrid } from '../books/BookGrid.tsx';
import { LoadMore } from '../browse/LoadMore.tsx';
import { allItems } from '../browse/paged.ts';
import { useCategories } from '../categories.ts';
import { EmptyState, primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';
import { type HomeSearch, hasFilters, searchTitle, validateHomeSearch } from './params.ts';
import { searchResultsOptions } from './results-query.ts';
import { SearchCombobox } from './SearchCombobox.tsx';
import { SearchFilters, SearchSortSelect } from './SearchFilters.tsx';

/** '1 livro', '12 livros', '1.234 livros', plus ' (buscando...)' while a search runs (docs/product/search.md#results). */
export function resultCountText(total: number | undefined, searching: boolean): string {
  if (total === undefined) return 'Buscando...';
  const count = `${formatCount(total)} ${total === 1 ? 'livro' : 'livros'}`;
  return searching ? `${count} (buscando...)` : count;
}

/** Fewer letters than this and the server finds nothing (server/search/service.ts). */
const MIN_QUERY_LETTERS = 2;

/**
 * The results that replace the home page's carousels while '?search=' is set (docs/product/search.md#results,
 * 'Search results'): heading and count, a second search box, the sort, 'Limpar', the filters, the
 * books with 'Carregar mais', and the empty state.
 *
 * A new query is a new history entry (Back returns to the previous search); sort and filter
 * changes replace the current entry, so Back leaves the search instead of undoing each filter.
 */
export function SearchResults() {
  // Read again: the router merges the raw URL values over the validated ones (root search).
  const params = validateHomeSearch(useSearch({ from: '/' }));
  const navigate = useNavigate({ from: '/' });
  const query = params.search ?? '';
  const headingId = useId();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const categories = useCategories();

  const genreName = params.genero ? categories.data?.find((c) => c.slug === params.genero)?.name : undefined;
  // The genre is sent by name once the categories are known, so the first request is the right one.
  const waitingForGenre = params.genero !== undefined && categories.isPending;
  const results = useInfiniteQuery({
    ...searchResultsOptions(params, genreName),
    enabled: !waitingForGenre,
    // The last results stay, dimmed, while the next search runs: the count says '(buscando...)'.
    placeholderData: keepPreviousData,
  });

  const books = allItems(results);
  const total = results.data?.pages[0]?.total;
  const searching = waitingForGenre || (results.isFetching && !results.isFetchingNextPage);
  const stale = results.isPlaceholderData;
  const { search: _query, ...filters } = params;

  const setFilters = (next: Partial<Omit<HomeSearch, 'search'>>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false });
  const clearSearch = () => void navigate({ to: '/', search: {} });
  const clearFilters = () =>
    setFilters({ condicao: undefined, min: undefined, max: undefined, genero: undefined });

  const activeFilters = [params.condicao, params.genero, params.min ?? params.max].filter(
    (v) => v !== undefined,
  ).length;
  const showEmpty = total === 0 && !searching && !results.isError;

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:py-8 lg:px-6"
    >
      <div className="flex flex-col gap-1">
        <h1
          id={headingId}
          className="break-words font-semibold font-serif text-2xl text-stone-900 md:text-3xl"
        >
          {searchTitle(query)}
        </h1>
        <p aria-live="polite" data-testid="result-count" className="text-sm text-stone-600">
          {resultCountText(total, searching)}
        </p>
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SearchCombobox
          placeholder="Buscar livros, autores..."
          label="Buscar nos resultados"
          keep={filters}
          className="md:max-w-md md:flex-1"
        />
        <div className="flex items-center gap-3 md:ml-auto">
          <SearchSortSelect value={params.ordem} onChange={(ordem) => setFilters({ ordem })} />
          <button type="button" onClick={clearSearch} className={clsx(secondaryButtonClass, 'h-10 py-0')}>
            <X aria-hidden="true" className="size-4" />
            Limpar
          </button>
        </div>
      </div>

      {/* On phones the filters fold behind a button so the books are not pushed off the screen. */}
      <button
        type="button"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen((open) => !open)}
        className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-4 font-semibold text-sm text-stone-800 hover:bg-stone-100 md:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {activeFilters > 0 ? `Filtros (${activeFilters})` : 'Filtros'}
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 transition-transform', filtersOpen && 'rotate-180')}
        />
      </button>
      <div
        id={filtersId}
        className={clsx(
          'flex-col gap-2 rounded-xl border border-stone-200 bg-stone-50 p-3 md:flex md:p-4',
          filtersOpen ? 'flex' : 'hidden',
        )}
      >
        <SearchFilters filters={filters} onChange={setFilters} />
        {hasFilters(params) && (
          <button
            type="button"
            onClick={clearFilters}
            className="self-start rounded-md px-1 font-medium text-brand-800 text-sm underline-offset-2 hover:underline"
          >
            Limpar filtros
          </button>
        )}
      </div>

      {showEmpty ? (
        <EmptyState
          title="Nenhum livro encontrado"
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <button type="button" onClick={clearSearch} className={primaryButtonClass}>
                <SearchX aria-hidden="true" className="size-4" />
                Limpar Busca
              </button>
              {hasFilters(params) && (
                <button type="button" onClick={clearFilters} className={secondaryButtonClass}>
                  Limpar filtros
                </button>
              )}
            </div>
          }
        >
          <p>Tente usar termos diferentes ou menos específicos.</p>
          {query.replace(/\s/g, '').length < MIN_QUERY_LETTERS && (
            <p className="mt-1">Digite ao menos 2 letras para buscar.</p>
          )}
        </EmptyState>
      ) : (
        <div aria-busy={searching} className={clsx('transition-opacity', stale && 'opacity-60')}>
          <BookGrid
            books={books}
            isLoading={results.isPending || waitingForGenre}
            isError={results.isError && !books}
            onRetry={() => void results.refetch()}
            label={searchTitle(query)}
          />
          {books && books.length > 0 && !stale && (
            <LoadMore query={results} shown={books.length} noun={['livro', 'livros']} />
          )}
        </div>
      )}
    </section>
  );
}
