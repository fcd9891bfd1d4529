import { SearchX } from 'lucide-react';
import { SEARCH_QUERY_MIN } from '../../../shared/search-limits.ts';
import { EmptyState, primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';
import { hasFilters } from './params.ts';
import type { SearchResultsState } from './use-search-results.ts';

/** 'Nenhum livro encontrado', with the ways out: clear the search, or only its filters. */
export function SearchNoResults({ state }: { state: SearchResultsState }) {
  return (
    <EmptyState
      title="Nenhum livro encontrado"
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" onClick={state.clearSearch} className={primaryButtonClass}>
            <SearchX aria-hidden="true" className="size-4" />
            Limpar Busca
          </button>
          {hasFilters(state.params) && (
            <button type="button" onClick={state.clearFilters} className={secondaryButtonClass}>
              Limpar filtros
            </button>
          )}
        </div>
      }
    >
      <p>Tente usar termos diferentes ou menos específicos.</p>
      {state.query.replace(/\s/g, '').length < SEARCH_QUERY_MIN && (
        <p className="mt-1">Digite ao menos {SEARCH_QUERY_MIN} letras para buscar.</p>
      )}
    </EmptyState>
  );
}
