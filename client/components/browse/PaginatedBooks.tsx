import type { ReactNode } from 'react';
import { BookGrid } from '../books/BookGrid.tsx';
import type { BookCardData } from '../books/types.ts';
import { LoadMore } from './LoadMore.tsx';
import { allItems, type PagedQuery } from './paged.ts';

/**
 * A book list page's body: an optional toolbar (sort), the grid with skeletons while the first
 * page loads, the empty state ('Nenhum livro disponível'), then 'Carregar mais'.
 */
export function PaginatedBooks({
  query,
  label,
  toolbar,
  headingLevel,
}: {
  query: PagedQuery<BookCardData>;
  label: string;
  toolbar?: ReactNode;
  /** Of the book titles: 3 when the list sits under an h2 of its own. */
  headingLevel?: 2 | 3;
}) {
  const books = allItems(query);
  return (
    <div className="flex flex-col gap-6">
      {toolbar && <div className="flex flex-wrap items-center justify-end gap-3">{toolbar}</div>}
      <BookGrid
        books={books}
        isLoading={query.isPending}
        isError={query.isError && !books}
        onRetry={() => void query.refetch()}
        label={label}
        headingLevel={headingLevel}
      />
      {books && books.length > 0 && (
        <LoadMore query={query} shown={books.length} noun={['livro', 'livros']} />
      )}
    </div>
  );
}
