import { Link } from '@tanstack/react-router';
import { BookOpen } from 'lucide-react';
import { formatCount } from '../../../shared/format.ts';
import { skeletonKeys } from '../books/BookCardSkeleton.tsx';
import { ListError } from '../ListError.tsx';
import { EmptyState } from '../PageShell.tsx';
import { LoadMore } from './LoadMore.tsx';
import { allItems, type PagedQuery } from './paged.ts';

export interface Facet {
  name: string;
  slug: string;
  count: number;
}

export function booksCountText(count: number): string {
  return count === 1 ? '1 livro' : `${formatCount(count)} livros`;
}

const gridClass = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3';

export function RowSkeletons({ label, count = 9 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className={gridClass}>
      {skeletonKeys(count).map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4"
        >
          <span className="size-10 rounded-full bg-stone-200 motion-safe:animate-pulse" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-4 w-3/4 rounded bg-stone-200 motion-safe:animate-pulse" />
            <span className="h-3 w-1/3 rounded bg-stone-200 motion-safe:animate-pulse" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** /autores and /editoras: each name with its count of books on sale, linking to its list. */
export function FacetList({ query, kind }: { query: PagedQuery<Facet>; kind: 'author' | 'publisher' }) {
  const items = allItems(query);
  const what = kind === 'author' ? 'os autores' : 'as editoras';
  if (!items) {
    return query.isError ? (
      <ListError what={what} onRetry={() => void query.refetch()} />
    ) : (
      <RowSkeletons label={kind === 'author' ? 'Carregando autores' : 'Carregando editoras'} />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState title={kind === 'author' ? 'Nenhum autor encontrado' : 'Nenhuma editora encontrada'}>
        Ainda não há livros à venda com {kind === 'author' ? 'autor' : 'editora'} informado(a).
      </EmptyState>
    );
  }
  return (
    <>
      <ul aria-label={kind === 'author' ? 'Autores' : 'Editoras'} className={gridClass}>
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              {...(kind === 'author'
                ? { to: '/autor/$slug', params: { slug: item.slug } }
                : { to: '/editora/$publisherSlug', params: { publisherSlug: item.slug } })}
              className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 transition-shadow hover:border-brand-300 hover:shadow-sm"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
              >
                <BookOpen className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-semibold text-stone-900">{item.name}</span>
                <span className="text-sm text-stone-600">{booksCountText(item.count)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore
        query={query}
        shown={items.length}
        noun={kind === 'author' ? ['autor', 'autores'] : ['editora', 'editoras']}
      />
    </>
  );
}
