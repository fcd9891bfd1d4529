import type { inferRouterOutputs } from '@trpc/server';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { AppRouter } from '../../../server/app-router.ts';
import { conditionLabel, formatPrice } from '../../../shared/format.ts';
import { useCategories } from '../categories.ts';
import { SiteLink } from '../SiteLink.tsx';

export type WantItem = inferRouterOutputs<AppRouter>['wants']['list'][number];

/**
 * A saved search's filters in words: 'Bom · até R$ 30,00 · Romance'. The genre is saved as the
 * category's slug (a search saved long ago may hold a name): `genreName` names it.
 */
export function filterSummary(want: WantItem, genreName: (genre: string) => string): string | null {
  const s = want.search;
  if (!s) return null;
  const price =
    s.minPrice !== undefined && s.maxPrice !== undefined
      ? `${formatPrice(s.minPrice * 100)} a ${formatPrice(s.maxPrice * 100)}`
      : s.minPrice !== undefined
        ? `a partir de ${formatPrice(s.minPrice * 100)}`
        : s.maxPrice !== undefined
          ? `até ${formatPrice(s.maxPrice * 100)}`
          : null;
  const genre = s.genre ? genreName(s.genre) : null;
  const parts = [s.condition ? conditionLabel(s.condition) : null, price, genre].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** One want on /desejos (docs/product/wants.md#the-page): what it is, the books matching it now, 'Remover'. */
export function WantCard({
  want,
  removing,
  onRemove,
}: {
  want: WantItem;
  removing: boolean;
  onRemove: () => void;
}) {
  const headingId = useId();
  const categories = useCategories();
  const filters = filterSummary(
    want,
    (genre) => categories.data?.find((c) => c.slug === genre)?.name ?? genre,
  );
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-brand-800 text-xs uppercase tracking-wide">
            {want.kind === 'search' ? 'Busca' : 'Livro'}
          </p>
          <h2 id={headingId} className="break-words font-semibold text-lg text-stone-900">
            {want.label}
          </h2>
          {filters && <p className="text-sm text-stone-600">{filters}</p>}
        </div>
        <button
          type="button"
          onClick={onRemove}
          disabled={removing}
          aria-label={`Remover ${want.label}`}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-stone-300 px-3 py-1.5 font-medium text-sm text-stone-700 hover:bg-stone-100 disabled:opacity-60"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remover
        </button>
      </div>
      {want.matches.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">Nenhum livro à venda agora. Avisaremos quando chegar.</p>
      ) : (
        <ul aria-label={`À venda agora: ${want.label}`} className="mt-3 divide-y divide-stone-100">
          {want.matches.map((book) => (
            <li key={book.id}>
              <SiteLink
                href={book.path}
                className="flex flex-wrap items-baseline gap-x-2 py-2 text-sm hover:bg-stone-50"
              >
                <span className="font-medium text-stone-900">{book.title}</span>
                <span className="text-stone-600">{book.author}</span>
                <span className="ml-auto font-semibold text-brand-800">{formatPrice(book.priceCents)}</span>
                <span className="w-full text-stone-500 text-xs">
                  {book.seller.name} · {book.city}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
