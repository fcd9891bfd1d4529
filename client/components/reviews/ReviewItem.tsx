import { MessageSquareReply } from 'lucide-react';
import { reviewAgeLabel } from '../../../shared/reviews.ts';
import { Avatar } from '../Avatar.tsx';
import { StarRow } from './Rating.tsx';
import type { ReviewData } from './review-data.ts';

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
