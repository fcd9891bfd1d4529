import { MessageSquareReply } from 'lucide-react';
import { formatDay } from '../../lib/dates.ts';
import type { OrderDetail } from './model.ts';
import { StarsDisplay } from './Stars.tsx';

type Review = NonNullable<OrderDetail['review']>;

/** A review as the order shows it, with the seller's reply when there is one. */
export function ReviewCard({
  review,
  buyerName,
  sellerName,
}: {
  review: Review;
  buyerName: string;
  sellerName: string;
}) {
  const rows = [
    ['Comunicação', review.communication],
    ['Envio', review.shipping],
    ['Estado do livro', review.condition],
  ] as const;
  return (
    <article className="flex flex-col gap-3" data-testid="order-review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarsDisplay value={review.overall} size="size-5" />
        <span className="font-semibold text-stone-900">
          {review.isAnonymous ? 'Avaliação Anônima' : buyerName}
        </span>
        <span className="text-sm text-stone-500">
          <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
        </span>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center gap-2">
            <dt className="text-stone-600">{label}</dt>
            <dd>
              <StarsDisplay value={value} size="size-3.5" />
            </dd>
          </div>
        ))}
      </dl>
      {review.comment && <p className="whitespace-pre-line text-stone-800">{review.comment}</p>}
      {review.response && (
        <div className="flex gap-2 rounded-xl bg-stone-100 p-3 text-sm">
          <MessageSquareReply aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <div>
            <p className="font-semibold text-stone-800">Resposta de {sellerName}</p>
            <p className="whitespace-pre-line text-stone-700">{review.response}</p>
          </div>
        </div>
      )}
    </article>
  );
}
