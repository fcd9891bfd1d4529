import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useId } from 'react';
import { formatCount } from '../../../shared/format.ts';
import { BookGrid } from '../books/BookGrid.tsx';
import { LoadMore } from '../browse/LoadMore.tsx';
import { secondaryButtonClass } from '../PageShell.tsx';
import { SearchWantButton } from '../wants/SearchWantButton.tsx';
import { searchTitle } from './params.ts';
import { SearchCombobox } from './SearchCombobox.tsx';
import { SearchFiltersPanel } from './SearchFiltersPanel.tsx';
import { SearchNoResults } from './SearchNoResults.tsx';
import { SearchSortSelect } from './SearchSortSelect.tsx';
import { type SearchResultsState, useSearchResults } from './use-search-results.ts';

/**
 * '1 livro', '12 livros', '1.234 livros', 'mais de 10.000 livros' past what search counts, plus
 * ' (buscando...)' while a search runs (docs/product/search.md#results).
 */
export function resultCountText(total: number | undefined, searching: boolean, moreThan = false): string {
  if (total === undefined) return 'Buscando...';
  const count = `${moreThan ? 'mais de ' : ''}${formatCount(total)} ${total === 1 && !moreThan ? 'livro' : 'livros'}`;
  return searching ? `${count} (buscando...)` : count;
}

/**
 * The results that replace the home page's carousels while '?search=' is set (docs/product/search.md#results,
 * 'Search results'): heading and count, a second search box, the sort, 'Limpar', the filters, the
 * books with 'Carregar mais', and the empty state.
 */
export function SearchResults() {
  const state = useSearchResults();
  const headingId = useId();

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
          {searchTitle(state.query)}
        </h1>
        <p aria-live="polite" data-testid="result-count" className="text-sm text-stone-600">
          {resultCountText(state.total, state.searching, state.moreThan)}
        </p>
      </div>
      <SearchToolbar state={state} />
      <SearchFiltersPanel state={state} />
      {state.showEmpty ? <SearchNoResults state={state} /> : <SearchResultsGrid state={state} />}
    </section>
  );
}

/** A second search box that keeps the filters, the sort and 'Limpar'. */
function SearchToolbar({ state }: { state: SearchResultsState }) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchCombobox
        placeholder="Buscar livros, autores..."
        label="Buscar nos resultados"
        keep={state.filters}
        className="md:max-w-md md:flex-1"
      />
      <div className="flex flex-wrap items-center gap-3 md:ml-auto">
        <SearchSortSelect value={state.params.ordem} onChange={(ordem) => state.setFilters({ ordem })} />
        <SearchWantButton params={state.params} />
        <button
          type="button"
          onClick={state.clearSearch}
          className={clsx(secondaryButtonClass, 'h-11 py-0 md:pointer-fine:h-10')}
        >
          <X aria-hidden="true" className="size-4" />
          Limpar
        </button>
      </div>
    </div>
  );
}

/** The books, dimmed while the next search runs, with 'Carregar mais' once they are current. */
function SearchResultsGrid({ state }: { state: SearchResultsState }) {
  const { results, books, stale } = state;
  return (
    <div aria-busy={state.searching} className={clsx('transition-opacity', stale && 'opacity-60')}>
      <BookGrid
        books={books}
        isLoading={results.isPending}
        isError={results.isError && !books}
        onRetry={() => void results.refetch()}
        label={searchTitle(state.query)}
      />
      {books && books.length > 0 && !stale && (
        <LoadMore query={results} shown={books.length} noun={['obra', 'obras']} />
      )}
    </div>
  );
}
