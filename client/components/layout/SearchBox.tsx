import { SUGGEST_MAX } from '../../../shared/search-limits.ts';
import { SearchCombobox } from '../search/SearchCombobox.tsx';

/**
 * The header's search box (docs/product/search.md#search-box): the desktop header's has the longer
 * placeholder and 8 suggestions; the compact one under the header on phones
 * shows 5. Searching opens the results on the home page ('/?search=…').
 */
export function SearchBox({ variant, className }: { variant: 'desktop' | 'compact'; className?: string }) {
  return variant === 'desktop' ? (
    <SearchCombobox
      className={className}
      placeholder="Buscar livros, autores ou categorias..."
      suggestLimit={SUGGEST_MAX}
    />
  ) : (
    <SearchCombobox className={className} placeholder="Buscar livros, autores..." />
  );
}
