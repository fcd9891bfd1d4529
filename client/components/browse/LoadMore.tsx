import { Loader2 } from 'lucide-react';
import { formatCount } from '../../../shared/format.ts';
import type { PagedQuery } from './paged.ts';

/** 'Carregar mais' under a paginated list, with its loading and failure states. */
export function LoadMore<T>({
  query,
  shown,
  noun,
}: {
  query: PagedQuery<T>;
  shown: number;
  noun: [string, string];
}) {
  if (!query.data) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <p className="text-sm text-stone-600" aria-live="polite">
        Mostrando {formatCount(shown)} {shown === 1 ? noun[0] : noun[1]}
      </p>
      {query.isFetchNextPageError && !query.isFetchingNextPage && (
        <p role="alert" className="text-red-700 text-sm">
          Não foi possível carregar mais. Tente novamente.
        </p>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-6 py-2.5 font-semibold text-sm text-stone-800 hover:bg-stone-100 disabled:opacity-60"
        >
          {query.isFetchingNextPage && (
            <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          )}
          {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
        </button>
      )}
    </div>
  );
}
