import { clsx } from 'clsx';
import type { WantSearchInput } from '../../../shared/schemas/wants.ts';
import { secondaryButtonClass } from '../PageShell.tsx';
import { conditionOf, type HomeSearch } from '../search/params.ts';
import { WantButton } from './WantButton.tsx';
import { useSearchWant } from './wants.ts';

/**
 * The results page's search as a want: its query and filters, the genre by its URL slug (the
 * server matches a category by name or slug, docs/product/search.md#filters). Null for a query
 * search does not run (under two letters).
 */
export function wantOfParams(params: HomeSearch): WantSearchInput | null {
  const q = params.search?.trim() ?? '';
  if (q.length < 2) return null;
  const condition = conditionOf(params);
  return {
    q,
    ...(condition ? { condition } : {}),
    ...(params.min !== undefined ? { minPrice: params.min } : {}),
    ...(params.max !== undefined ? { maxPrice: params.max } : {}),
    ...(params.genero ? { genre: params.genero } : {}),
  };
}

/** 'Avise-me' on the search results (docs/product/wants.md#saving). */
export function SearchWantButton({ params }: { params: HomeSearch }) {
  const input = wantOfParams(params);
  const want = useSearchWant(input);
  if (!input) return null;
  return (
    <WantButton
      label="Avise-me"
      activeLabel="Avise-me ativo"
      want={want}
      className={clsx(secondaryButtonClass, 'h-11 py-0 disabled:opacity-60 md:pointer-fine:h-10')}
    />
  );
}
