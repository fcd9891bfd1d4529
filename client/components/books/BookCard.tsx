import { Link, useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { formatPrice } from '../../../shared/format.ts';
import { slugify, storeSlugFromName } from '../../../shared/slug.ts';
import { Avatar } from '../Avatar.tsx';
import { LikeToggleButton } from '../likes/LikeButton.tsx';
import { useLikeToggle } from '../likes/likes.ts';
import { CoverImage } from './CoverImage.tsx';
import type { BookCardData } from './types.ts';

/** How long a click on the cover waits for a second one before opening the book. */
export const DOUBLE_CLICK_MS = 250;

/** The seller's store: their username, else the fallback from their name (docs/product/seo.md#addresses). */
export function storeUsername(seller: BookCardData['seller']): string {
  return seller.username || storeSlugFromName(seller.name);
}

/** '/livro/abc-…' → 'abc-…' for the typed book route. */
export function bookSlug(path: string): string {
  return path.replace(/^\/livro\//, '');
}

/**
 * A book in a carousel or grid (docs/product/book-card.md): the like button with its live
 * count, and a double-click on the cover likes the book unless it is liked already. The title is
 * a heading one level under the list's: h3 under a carousel's h2, h2 in a grid under the page's h1.
 */
export function BookCard({
  book,
  headingLevel = 3,
  priority = false,
}: {
  book: BookCardData;
  headingLevel?: 2 | 3;
  /** One of the first covers on the page: loaded at once (CoverImage). */
  priority?: boolean;
}) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The list showing the card keeps its count live (useLiveLikes), once for all its cards.
  const likeState = useLikeToggle(book.id, book.likesCount);
  const { like, signedIn } = likeState;
  const slug = bookSlug(book.path);
  const username = storeUsername(book.seller);
  const navigate = useNavigate();
  const clickTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (clickTimer.current) clearTimeout(clickTimer.current);
    },
    [],
  );

  // For a signed-in reader a double-click on the cover likes the book, so a single click waits a
  // moment to be sure it is not the first half of one. Visitors cannot like: their clicks (and
  // double-clicks) simply open the book.
  const onCoverClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (clickTimer.current) return;
    clickTimer.current = setTimeout(() => {
      clickTimer.current = null;
      void navigate({ to: '/livro/$slug', params: { slug } });
    }, DOUBLE_CLICK_MS);
  };
  const onCoverDoubleClick = () => {
    if (!signedIn) return;
    if (clickTimer.current) clearTimeout(clickTimer.current);
    clickTimer.current = null;
    like();
  };

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
        {/* The title link below names the book for keyboards and screen readers; this one is for
            the pointer, and its double-click is a shortcut the like button also offers. */}
        <Link
          to="/livro/$slug"
          params={{ slug }}
          tabIndex={-1}
          aria-hidden="true"
          className="block select-none"
          onClick={onCoverClick}
          onDoubleClick={onCoverDoubleClick}
          draggable={false}
        >
          <CoverImage
            photo={book.photo}
            priority={priority}
            alt=""
            className="transition-transform duration-300 group-hover:scale-[1.02]"
          />
        </Link>
        <LikeToggleButton title={book.title} like={likeState} className="absolute top-2 right-2" />
        <span className="absolute bottom-2 left-2 rounded-md bg-white/95 px-2 py-1 font-bold text-brand-800 shadow-sm">
          {formatPrice(book.priceCents)}
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading id={titleId} className="font-semibold text-stone-900 leading-snug">
          <Link to="/livro/$slug" params={{ slug }} className="line-clamp-2 rounded-sm hover:text-brand-700">
            {book.title}
          </Link>
        </Heading>
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
