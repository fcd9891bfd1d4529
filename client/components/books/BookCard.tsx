import { useId } from 'react';
import { formatPrice } from '../../../shared/format.ts';
import { storeSlugFromName } from '../../../shared/slug.ts';
import { LikeToggleButton } from '../likes/LikeButton.tsx';
import { useLikeToggle } from '../likes/likes.ts';
import { BookCardCover, BookCardSeller, BookCardTitle } from './BookCardParts.tsx';
import type { BookCardData } from './types.ts';
import { useCoverClicks } from './use-cover-clicks.ts';

export { DOUBLE_CLICK_MS } from './use-cover-clicks.ts';

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
  // The list showing the card keeps its count live (useLiveLikes), once for all its cards.
  const likeState = useLikeToggle(book.id, book.likesCount);
  const { like, signedIn } = likeState;
  const slug = bookSlug(book.path);
  const cover = useCoverClicks(slug, signedIn, like);

  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <BookCardSeller seller={book.seller} username={storeUsername(book.seller)} />

      <div className="relative">
        <BookCardCover photo={book.photo} slug={slug} priority={priority} {...cover} />
        <LikeToggleButton title={book.title} like={likeState} className="absolute top-2 right-2" />
        <span className="absolute bottom-2 left-2 rounded-md bg-white/95 px-2 py-1 font-bold text-brand-800 shadow-sm">
          {formatPrice(book.priceCents)}
        </span>
      </div>

      <BookCardTitle book={book} slug={slug} titleId={titleId} headingLevel={headingLevel} />
    </article>
  );
}
