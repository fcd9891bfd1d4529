import type { inferRouterOutputs } from '@trpc/server';
import { MessageSquareReply } from 'lucide-react';
import { lazy } from 'react';
import type { AppRouter } from '../../../server/routers/_app.ts';
import { reviewAgeLabel } from '../../../shared/social.ts';
import { Avatar } from '../Avatar.tsx';
import { DeferredDialog, useDeferredDialog } from '../DeferredDialog.tsx';
import { StarRow } from './Rating.tsx';

export type ReviewData = inferRouterOutputs<AppRouter>['stores']['reviews'][number];

// The dialog with every review loads when someone means to open it, not with the store page.
const loadAllReviews = () => import('./AllReviewsDialog.tsx');
const AllReviewsDialog = lazy(() => loadAllReviews().then((m) => ({ default: m.AllReviewsDialog })));

/** docs/product/reviews.md#review-list: the inline list shows 3; 'Ver todas as avaliações' opens the rest. */
export const INLINE_REVIEWS = 3;

export function ReviewItem({ review, now }: { review: ReviewData; now: Date }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex items-center gap-3">
        {review.isAnonymous ? (
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-200 font-semibold text-sm text-stone-600"
          >
            ?
          </span>
        ) : (
          <Avatar name={review.reviewerName} photoUrl={review.reviewerAvatarUrl} size="lg" />
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-semibold text-stone-900">{review.reviewerName}</span>
          <span className="flex items-center gap-2 text-stone-600 text-xs">
            <StarRow value={review.overallRating} size="sm" />
            <span className="sr-only">Nota {review.overallRating} de 5.</span>
            <time dateTime={review.createdAt}>{reviewAgeLabel(review.createdAt, now)}</time>
          </span>
        </div>
      </div>
      {review.comment && <p className="whitespace-pre-line text-sm text-stone-800">{review.comment}</p>}
      {review.response && (
        <div className="ml-4 flex gap-2 rounded-md border-brand-300 border-l-4 bg-brand-50 p-3 text-sm">
          <MessageSquareReply aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <div className="flex flex-col gap-0.5">
            <span className="font-semibold text-brand-900">Resposta do vendedor</span>
            <p className="whitespace-pre-line text-stone-800">{review.response}</p>
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * The review list of the store page: at most 3 inline; above 3, 'Ver todas as avaliações' opens
 * a dialog with all of them.
 */
export function ReviewList({ reviews, now = new Date() }: { reviews: readonly ReviewData[]; now?: Date }) {
  const all = useDeferredDialog(loadAllReviews);
  if (reviews.length === 0) {
    return <p className="text-sm text-stone-600">Esta livraria ainda não recebeu avaliações.</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {reviews.slice(0, INLINE_REVIEWS).map((review) => (
          <ReviewItem key={review.id} review={review} now={now} />
        ))}
      </ul>
      {reviews.length > INLINE_REVIEWS && (
        <>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={all.open}
            onClick={all.show}
            {...all.triggerProps}
            className="self-start rounded-full border border-stone-300 bg-white px-4 py-2 font-semibold text-sm text-stone-800 hover:bg-stone-100"
          >
            Ver todas as avaliações ({reviews.length})
          </button>
          <DeferredDialog mounted={all.mounted}>
            <AllReviewsDialog open={all.open} onOpenChange={all.setOpen} reviews={reviews} now={now} />
          </DeferredDialog>
        </>
      )}
    </div>
  );
}
