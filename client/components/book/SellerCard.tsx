import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { storeSlugFromName } from '../../../shared/slug.ts';
import { Avatar } from '../Avatar.tsx';
import { RatingFigures } from '../reviews/Rating.tsx';
import type { BookDetailData } from './labels.ts';

type Seller = BookDetailData['seller'];

/**
 * Who sells the book, with their store and their real rating (docs/product/reviews.md#rating: no fixed 4.8; a
 * seller without reviews is a 'Novo vendedor').
 */
export function SellerCard({ seller, city }: { seller: Seller; city: string }) {
  const username = seller.username || storeSlugFromName(seller.name);
  const since = new Date(seller.since).getFullYear();
  const rating = seller.rating;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="font-semibold text-sm text-stone-500 uppercase tracking-wide">
        Vendedor
      </h2>
      <div className="flex items-center gap-3">
        <Avatar name={seller.name} photoUrl={seller.photoUrl} size="xl" className="size-14" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <Link
            to="/livraria/$username"
            params={{ username }}
            className="truncate font-semibold text-stone-900 hover:text-brand-700 hover:underline"
          >
            {seller.storeName ?? seller.name}
          </Link>
          {seller.storeName && seller.storeName !== seller.name && (
            <span className="truncate text-sm text-stone-600">{seller.name}</span>
          )}
          <span className="flex items-center gap-1 text-sm text-stone-600">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{seller.location?.trim() || city}</span>
          </span>
        </div>
      </div>
      {rating ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
          <RatingFigures average={rating.average} totalReviews={rating.totalReviews} />
        </p>
      ) : (
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800 text-sm">
          Novo vendedor
        </p>
      )}
      {Number.isFinite(since) && <p className="text-stone-500 text-xs">No Releia desde {since}</p>}
      <Link
        to="/livraria/$username"
        params={{ username }}
        className="inline-flex items-center justify-center rounded-full border border-stone-300 px-4 py-2 font-medium text-sm text-stone-800 hover:bg-stone-100"
      >
        Ver livraria
      </Link>
    </section>
  );
}
