import { clsx } from 'clsx';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { hasFilters } from './params.ts';
import { SearchFilters } from './SearchFilters.tsx';
import type { SearchResultsState } from './use-search-results.ts';

/** The filters and 'Limpar filtros'; on phones they fold behind a button so the books are not pushed off the screen. */
export function SearchFiltersPanel({ state }: { state: SearchResultsState }) {
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { activeFilters } = state;
  return (
    <>
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
        <SearchFilters filters={state.filters} onChange={state.setFilters} />
        {hasFilters(state.params) && (
          <button
            type="button"
            onClick={state.clearFilters}
            className="self-start rounded-md px-1 font-medium text-brand-800 text-sm underline-offset-2 hover:underline"
          >
            Limpar filtros
          </button>
        )}
      </div>
    </>
  );
}
