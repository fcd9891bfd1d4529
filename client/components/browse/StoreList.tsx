import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { formatRating, reviewsText } from '../../../shared/format.ts';
import { storeSlugFromName } from '../../../shared/slug.ts';
import { Avatar } from '../Avatar.tsx';
import { ListError } from '../ListError.tsx';
import { EmptyState } from '../PageShell.tsx';
import { StarRow } from '../reviews/Rating.tsx';
import { booksCountText, RowSkeletons } from './FacetList.tsx';
import { LoadMore } from './LoadMore.tsx';
import { allItems, type PagedQuery } from './paged.ts';

export interface StoreItem {
  userId: string;
  storeName: string;
  location: string | null;
  photoUrl: string | null;
  username: string | null;
  name: string;
  averageRating: number | null;
  totalReviews: number | null;
  booksCount: number;
}

/** /livrarias: every active store with photo, name, @username, place, real rating and books on sale. */
export function StoreList({ query }: { query: PagedQuery<StoreItem> }) {
  const stores = allItems(query);
  if (!stores) {
    return query.isError ? (
      <ListError what="as livrarias" onRetry={() => void query.refetch()} />
    ) : (
      <RowSkeletons label="Carregando livrarias" />
    );
  }
  if (stores.length === 0) {
    return (
      <EmptyState title="Nenhuma livraria ainda">
        Quando os leitores abrirem suas livrarias, elas aparecerão aqui.
      </EmptyState>
    );
  }
  return (
    <>
      <ul aria-label="Livrarias" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {stores.map((store) => {
          const username = store.username || storeSlugFromName(store.name);
          return (
            <li key={store.userId}>
              <Link
                to="/livraria/$username"
                params={{ username }}
                className="flex h-full items-start gap-4 rounded-xl border border-stone-200 bg-white p-4 transition-shadow hover:border-brand-300 hover:shadow-sm"
              >
                <Avatar name={store.storeName} photoUrl={store.photoUrl} size="xl" className="size-14" />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="truncate font-semibold text-stone-900">{store.storeName}</span>
                  {store.username && (
                    <span className="truncate text-sm text-stone-500">@{store.username}</span>
                  )}
                  {store.location && (
                    <span className="flex items-center gap-1 text-sm text-stone-600">
                      <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="truncate">{store.location}</span>
                    </span>
                  )}
                  {store.averageRating !== null && store.totalReviews ? (
                    <span className="flex flex-wrap items-center gap-1.5 text-sm text-stone-700">
                      <StarRow value={store.averageRating} />
                      <span className="font-semibold">{formatRating(store.averageRating)}</span>
                      <span className="text-stone-500">({reviewsText(store.totalReviews)})</span>
                    </span>
                  ) : (
                    <span className="self-start rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 text-xs">
                      Novo vendedor
                    </span>
                  )}
                  <span className="text-sm text-stone-600">{booksCountText(store.booksCount)} à venda</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <LoadMore query={query} shown={stores.length} noun={['livraria', 'livrarias']} />
    </>
  );
}
