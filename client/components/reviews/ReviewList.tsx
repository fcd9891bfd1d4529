import { lazy } from 'react';
import { DeferredDialog, useDeferredDialog } from '../DeferredDialog.tsx';
import { ReviewItem } from './ReviewItem.tsx';
import type { ReviewData } from './review-data.ts';

// The dialog with every review loads when someone means to open it, not with the store page.
const loadAllReviews = () => import('./AllReviewsDialog.tsx');
const AllReviewsDialog = lazy(() => loadAllReviews().then((m) => ({ default: m.AllReviewsDialog })));

/** docs/product/reviews.md#review-list: the inline list shows 3; 'Ver todas as avaliações' opens the rest. */
export const INLINE_REVIEWS = 3;

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
