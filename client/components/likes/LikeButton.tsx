import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { formatCount, formatLikeCount } from '../../../shared/format.ts';
import { type LikeToggle, useLikeToggle, useLiveLikes } from './likes.ts';

/** 'N pessoa curtiu este livro' / 'N pessoas curtiram este livro' (docs/product/likes.md#counts). */
export function likesSentence(count: number): string {
  const n = Math.max(0, count);
  return n === 1 ? '1 pessoa curtiu este livro' : `${formatCount(n)} pessoas curtiram este livro`;
}

function cardLabel(title: string, count: number, liked: boolean, signedIn: boolean): string {
  const likes = count === 1 ? '1 curtida' : `${formatLikeCount(count)} curtidas`;
  if (!signedIn) return `Curtir ${title} (${likes}). Entre para curtir.`;
  return `${liked ? 'Descurtir' : 'Curtir'} ${title} (${likes})`;
}

/**
 * The like toggle (docs/product/likes.md#toggle): a heart with the count on book cards ('99+' above 99), or
 * the book page's button with 'N pessoas curtiram este livro'. Optimistic, live, and visitors are
 * sent to /login. `count` is the count the page loaded; live changes override it.
 */
export function LikeButton({
  bookId,
  title,
  count,
  variant = 'card',
  className,
}: {
  bookId: string;
  title: string;
  count: number;
  variant?: 'card' | 'page';
  className?: string;
}) {
  useLiveLikes([bookId]);
  const like = useLikeToggle(bookId, count);
  return <LikeToggleButton title={title} like={like} variant={variant} className={className} />;
}

/**
 * The button itself, for a component that already holds the book's like state: a book card
 * uses it for the double-click on its cover too, and its list keeps the counts live for all
 * its cards at once (useLiveLikes).
 */
export function LikeToggleButton({
  title,
  like,
  variant = 'card',
  className,
}: {
  title: string;
  like: LikeToggle;
  variant?: 'card' | 'page';
  className?: string | undefined;
}) {
  const { count, liked, inFlight, signedIn, toggle } = like;
  const heart = (
    <Heart
      aria-hidden="true"
      className={clsx(
        variant === 'page' ? 'size-5' : 'size-4',
        'transition-transform',
        liked ? 'fill-red-500 text-red-500' : 'text-current',
        inFlight && 'motion-safe:scale-110',
      )}
    />
  );

  if (variant === 'page') {
    const sentence = likesSentence(count);
    return (
      <div className={clsx('inline-flex items-center gap-2 text-sm text-stone-700', className)}>
        <button
          type="button"
          onClick={toggle}
          aria-pressed={signedIn ? liked : undefined}
          aria-label={
            signedIn ? `${liked ? 'Descurtir' : 'Curtir'} ${title}` : `Curtir ${title}. Entre para curtir.`
          }
          className={clsx(
            'inline-flex size-10 items-center justify-center rounded-full border bg-white transition-colors',
            liked
              ? 'border-red-200 bg-red-50 text-red-600'
              : 'border-stone-200 text-stone-600 hover:border-red-300 hover:text-red-600',
          )}
        >
          {heart}
        </button>
        <span aria-live="polite">{sentence}</span>
      </div>
    );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      // Double-click on the heart is two toggles; it must not also reach the cover's double-click.
      onDoubleClick={(e) => e.stopPropagation()}
      aria-pressed={signedIn ? liked : undefined}
      aria-label={cardLabel(title, count, liked, signedIn)}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 font-medium text-sm shadow-sm transition-colors',
        liked ? 'text-red-600' : 'text-stone-700 hover:text-red-600',
        className,
      )}
    >
      {heart}
      <span>{formatLikeCount(count)}</span>
    </button>
  );
}
