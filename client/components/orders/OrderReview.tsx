import type { ReactNode } from 'react';
import { ReplyForm } from '../reviews/ReplyForm.tsx';
import { ReviewForm } from '../reviews/ReviewForm.tsx';
import type { OrderDetail } from './model.ts';
import { card, cardTitle } from './order-card-classes.ts';
import { ReviewCard } from './ReviewCard.tsx';

/** 'Avaliação' of a delivered order: the review (and the seller's reply form), or the form to write it. */
export function OrderReview({
  order,
  onChanged,
}: {
  order: Pick<OrderDetail, 'id' | 'review' | 'buyer' | 'seller' | 'actions'>;
  onChanged: () => Promise<void>;
}) {
  let body: ReactNode = null;
  if (order.review) {
    body = (
      <>
        <ReviewCard review={order.review} buyerName={order.buyer.name} sellerName={order.seller.name} />
        {order.actions.includes('respondToReview') && (
          <ReplyForm reviewId={order.review.id} onDone={onChanged} />
        )}
      </>
    );
  } else if (order.actions.includes('review')) {
    body = <ReviewForm orderId={order.id} sellerName={order.seller.name} onDone={onChanged} />;
  } else {
    // Double-blind (docs/product/reviews.md#double-blind): the seller may not know whether one is written.
    body = (
      <p className="text-sm text-stone-600">
        A avaliação do comprador aparece aqui quando os dois tiverem avaliado ou quando o prazo para avaliar
        terminar.
      </p>
    );
  }
  return (
    <section className={card} aria-labelledby="avaliacao">
      <h2 id="avaliacao" className={cardTitle}>
        Avaliação
      </h2>
      {body}
    </section>
  );
}
