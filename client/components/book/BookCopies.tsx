import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import type { AppRouter } from '../../../server/app-router.ts';
import { conditionLabel, formatPrice } from '../../../shared/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { bookSlug } from '../books/BookCard.tsx';
import { CoverImage } from '../books/CoverImage.tsx';
import { ListError } from '../ListError.tsx';

type Copy = inferRouterOutputs<AppRouter>['books']['copies'][number];

/**
 * 'Outros exemplares desta obra' (docs/product/book-page.md#outros-exemplares): the other copies
 * on sale of the same work, cheapest first. Most books have none, so nothing is drawn while they
 * load: a placeholder would show and vanish on nearly every page, pushing the related books about.
 */
export function BookCopies({ bookId }: { bookId: string }) {
  const headingId = useId();
  const copies = useQuery(trpc.books.copies.queryOptions({ id: bookId }));
  if (copies.isPending || (copies.isSuccess && copies.data.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10 flex flex-col gap-4">
      <h2 id={headingId} className="font-semibold font-serif text-stone-900 text-xl">
        Outros exemplares desta obra
      </h2>
      {copies.isError ? (
        <ListError what="os outros exemplares" onRetry={() => void copies.refetch()} />
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {copies.data.map((copy) => (
            <li key={copy.id}>
              <CopyRow copy={copy} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CopyRow({ copy }: { copy: Copy }) {
  return (
    <Link
      to="/livro/$slug"
      params={{ slug: bookSlug(copy.path) }}
      className="flex items-center gap-3 px-3 py-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2 sm:gap-4 sm:px-4"
    >
      <CoverImage photo={copy.photo} alt="" className="size-14 shrink-0 rounded-md" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-4">
        <span className="flex items-center gap-2 sm:w-56 sm:shrink-0">
          <span className="font-bold text-brand-800">{formatPrice(copy.priceCents)}</span>
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-700 text-xs">
            {conditionLabel(copy.condition)}
          </span>
        </span>
        <span className="flex min-w-0 flex-col text-sm sm:flex-row sm:items-center sm:gap-3">
          <span className="truncate font-medium text-stone-900">{copy.seller.name}</span>
          <span className="flex min-w-0 items-center gap-1 text-stone-600">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{copy.seller.city}</span>
          </span>
        </span>
      </span>
    </Link>
  );
}
