import { Link, useRouter } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { useId } from 'react';
import { formatLikeCount, formatPrice } from '../../../shared/format.ts';
import { slugify, storeSlugFromName } from '../../../shared/slug.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { Avatar } from '../Avatar.tsx';
import { CoverImage } from './CoverImage.tsx';
import type { BookCardData } from './types.ts';

/** The seller's store: their username, else the spec's fallback from their name. */
export function storeUsername(seller: BookCardData['seller']): string {
  return seller.username || storeSlugFromName(seller.name);
}

/** '/livro/abc-…' → 'abc-…' for the typed book route. */
export function bookSlug(path: string): string {
  return path.replace(/^\/livro\//, '');
}

function likesLabel(count: number): string {
  return count === 1 ? '1 curtida' : `${formatLikeCount(count)} curtidas`;
}

/**
 * A book in a carousel or grid (spec section 2, 'Book card'). Liking arrives with the social
 * feature: until then visitors get the spec's 'go to /login' button and signed-in readers see
 * the count alone.
 */
export function BookCard({ book }: { book: BookCardData }) {
  const titleId = useId();
  const router = useRouter();
  const { user } = useCurrentUser();
  const slug = bookSlug(book.path);
  const username = storeUsername(book.seller);

  const likeContent = (
    <>
      <Heart aria-hidden="true" className="size-4" />
      <span>{formatLikeCount(book.likesCount)}</span>
    </>
  );
  const likeClass =
    'absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 font-medium text-sm text-stone-700 shadow-sm';

  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-center px-3 py-2.5">
        <Link
          to="/livraria/$username"
          params={{ username }}
          className="flex min-w-0 items-center gap-2 rounded-md text-sm text-stone-700 hover:text-brand-700"
        >
          <Avatar name={book.seller.name} photoUrl={book.seller.photoUrl} size="sm" className="size-7" />
          <span className="truncate">{book.seller.name}</span>
        </Link>
      </div>

      <div className="relative">
        {/* The title link below names the book for keyboards and screen readers; this one is for the pointer. */}
        <Link to="/livro/$slug" params={{ slug }} tabIndex={-1} aria-hidden="true" className="block">
          <CoverImage
            photo={book.photo}
            alt=""
            className="transition-transform duration-300 group-hover:scale-[1.02]"
          />
        </Link>
        {user ? (
          <span className={likeClass} role="img" aria-label={likesLabel(book.likesCount)}>
            {likeContent}
          </span>
        ) : (
          <button
            type="button"
            className={`${likeClass} hover:text-red-600`}
            aria-label={`Curtir ${book.title} (${likesLabel(book.likesCount)}). Entre para curtir.`}
            onClick={() => void router.navigate({ href: '/login' })}
          >
            {likeContent}
          </button>
        )}
        <span className="absolute bottom-2 left-2 rounded-md bg-white/95 px-2 py-1 font-bold text-brand-800 shadow-sm">
          {formatPrice(book.priceCents)}
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 id={titleId} className="font-semibold text-stone-900 leading-snug">
          <Link to="/livro/$slug" params={{ slug }} className="line-clamp-2 rounded-sm hover:text-brand-700">
            {book.title}
          </Link>
        </h3>
        <p className="truncate text-sm text-stone-600">
          por{' '}
          <Link
            to="/autor/$slug"
            params={{ slug: slugify(book.author) }}
            className="rounded-sm underline-offset-2 hover:text-brand-700 hover:underline"
          >
            {book.author}
          </Link>
        </p>
      </div>
    </article>
  );
}
