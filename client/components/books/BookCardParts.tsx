import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { formatPrice } from '../../../shared/format.ts';
import { slugify } from '../../../shared/slug.ts';
import { Avatar } from '../Avatar.tsx';
import { CoverImage } from './CoverImage.tsx';
import type { BookCardData } from './types.ts';

/** The card's top row: the seller's avatar and name, linking to their store. */
export function BookCardSeller({ seller, username }: { seller: BookCardData['seller']; username: string }) {
  return (
    <div className="flex items-center px-3 py-2.5">
      <Link
        to="/livraria/$username"
        params={{ username }}
        className="flex min-w-0 items-center gap-2 rounded-md text-sm text-stone-700 hover:text-brand-700"
      >
        <Avatar name={seller.name} photoUrl={seller.photoUrl} size="sm" className="size-7" />
        <span className="truncate">{seller.name}</span>
      </Link>
    </div>
  );
}

/**
 * The cover as a link for the pointer: the title link (BookCardTitle) names the book for
 * keyboards and screen readers, and the cover's double-click is a shortcut the like button also
 * offers.
 */
export function BookCardCover({
  photo,
  slug,
  priority,
  onClick,
  onDoubleClick,
}: {
  photo: BookCardData['photo'];
  slug: string;
  priority: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onDoubleClick: () => void;
}) {
  return (
    <Link
      to="/livro/$slug"
      params={{ slug }}
      tabIndex={-1}
      aria-hidden="true"
      className="block select-none"
      onClick={onClick}
      onDoubleClick={onDoubleClick}
      draggable={false}
    >
      <CoverImage
        photo={photo}
        priority={priority}
        alt=""
        className="transition-transform duration-300 group-hover:scale-[1.02]"
      />
    </Link>
  );
}

/** The card's title (the heading that names the card) and its author. */
export function BookCardTitle({
  book,
  slug,
  titleId,
  headingLevel,
}: {
  book: BookCardData;
  slug: string;
  titleId: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
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
      {book.copies !== undefined && book.copies > 1 && (
        <p className="font-medium text-brand-800 text-sm">
          {book.copies} exemplares a partir de {formatPrice(book.fromCents ?? book.priceCents)}
        </p>
      )}
    </div>
  );
}
