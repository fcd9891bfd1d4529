import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { SEARCH_QUERY_MIN } from '../../../shared/search-limits.ts';
import { EmptyState, primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';
import { hasFilters } from './params.ts';
import type { SearchResultsState } from './use-search-results.ts';

/**
 * The closest catalogue words as searches of their own, the filters kept: a new query, so Back
 * returns to the one that found nothing (docs/product/search.md#no-results).
 */
function DidYouMean({ state }: { state: SearchResultsState }) {
  const corrections = state.didYouMean;
  if (corrections.length === 0) return null;
  return (
    <p className="mb-2 text-base text-stone-800">
      Você quis dizer{' '}
      {corrections.map((text, i) => (
        <span key={text}>
          {i > 0 && (i === corrections.length - 1 ? ' ou ' : ', ')}
          <Link
            to="/"
            search={{ ...state.filters, search: text }}
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {text}
          </Link>
        </span>
      ))}
      ?
    </p>
  );
}

/**
 * 'Nenhum livro encontrado', with the ways out: the closest catalogue words, 'Avise-me' in the
 * toolbar above, clearing the search or only its filters.
 */
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
      <DidYouMean state={state} />
      <p>Tente usar termos diferentes ou menos específicos.</p>
      <p className="mt-1">Ou use 'Avise-me' para saber quando um livro assim chegar.</p>
      {state.query.replace(/\s/g, '').length < SEARCH_QUERY_MIN && (
        <p className="mt-1">Digite ao menos {SEARCH_QUERY_MIN} letras para buscar.</p>
      )}
    </EmptyState>
  );
}
