import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { brazilDayMonth } from '../../../shared/brazil-time.ts';
import { buyerReviewInput } from '../../../shared/schemas/reviews.ts';
import { fieldErrorsOf, toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { firstIssueByField } from '../form/use-zod-form.ts';
import { primaryButtonClass } from '../PageShell.tsx';
import { toast } from '../toast.ts';
import { CardQuery } from './CardQuery.tsx';
import type { OrderDetail } from './model.ts';
import { card, cardTitle } from './order-card-classes.ts';
import { StarInput, StarsDisplay } from './Stars.tsx';

// The double-blind half of a delivered order's reviews (docs/product/reviews.md#double-blind):
// the seller's review of the buyer, and what each side may read and until when. The headings name
// neither 'Comprador' nor 'Vendedor', which name the contact cards of the same page.

type Blind = NonNullable<ReturnType<typeof useBlind>['data']>;

function useBlind(order: Pick<OrderDetail, 'id' | 'review'>) {
  const query = useQuery(trpc.reviews.forOrder.queryOptions({ orderId: order.id }));
  const { refetch } = query;
  // The buyer's own review is written in OrderReview: read the blind state again after it.
  const written = order.review?.id ?? null;
  useEffect(() => {
    if (written) void refetch();
  }, [written, refetch]);
  return query;
}

export function OrderBlindReviews({
  order,
  onChanged,
}: {
  order: Pick<OrderDetail, 'id' | 'role' | 'review' | 'buyer'>;
  onChanged: () => Promise<void>;
}) {
  const query = useBlind(order);
  const isSeller = order.role === 'seller';
  return (
    <section className={card} aria-labelledby="avaliacao-comprador" data-testid="blind-reviews">
      <h2 id="avaliacao-comprador" className={cardTitle}>
        {isSeller ? 'Sua avaliação de quem comprou' : 'A avaliação que você recebeu'}
      </h2>
      <CardQuery query={query} failed="Não foi possível carregar as avaliações deste pedido.">
        {(data) =>
          isSeller ? (
            <SellerSide order={order} blind={data} onChanged={onChanged} />
          ) : (
            <BuyerSide wroteReview={order.review !== null} blind={data} />
          )
        }
      </CardQuery>
    </section>
  );
}

function WrittenReview({ review }: { review: NonNullable<Blind['buyerReview']> }) {
  return (
    <div className="flex flex-col gap-2" data-testid="buyer-review">
      <StarsDisplay value={review.rating} size="size-5" />
      {review.comment && <p className="whitespace-pre-line text-stone-800">{review.comment}</p>}
    </div>
  );
}

function SellerSide({
  order,
  blind,
  onChanged,
}: {
  order: Pick<OrderDetail, 'id' | 'buyer'>;
  blind: Blind;
  onChanged: () => Promise<void>;
}) {
  const until = blind.windowEndsAt ? brazilDayMonth(blind.windowEndsAt) : null;
  if (blind.buyerReview)
    return (
      <>
        <WrittenReview review={blind.buyerReview} />
        {blind.buyerReview.visibleAt === null && (
          <p className="text-sm text-stone-600">
            O comprador verá sua avaliação quando avaliar você
            {until ? ` ou em ${until}, quando o prazo terminar` : ''}.
          </p>
        )}
      </>
    );
  if (!blind.mayReviewBuyer)
    return <p className="text-sm text-stone-600">O prazo para avaliar o comprador terminou.</p>;
  return (
    <>
      <p className="text-sm text-stone-600">
        {blind.buyerReviewHidden
          ? 'O comprador já avaliou você. As duas avaliações aparecem juntas assim que você enviar a sua'
          : 'Nenhum de vocês vê a avaliação do outro antes de os dois avaliarem ou de o prazo terminar'}
        {until ? ` (prazo: ${until}).` : '.'}
      </p>
      <BuyerReviewForm orderId={order.id} buyerName={order.buyer.name} onDone={onChanged} />
    </>
  );
}

function BuyerSide({ wroteReview, blind }: { wroteReview: boolean; blind: Blind }) {
  const until = blind.windowEndsAt ? brazilDayMonth(blind.windowEndsAt) : null;
  if (blind.buyerReview) return <WrittenReview review={blind.buyerReview} />;
  let text = 'O vendedor não avaliou você.';
  if (blind.windowOpen && blind.buyerReviewHidden)
    text = `Sua avaliação fica oculta para o vendedor até que ele avalie você ou até ${until}, quando o prazo termina.`;
  else if (blind.windowOpen && !wroteReview)
    text = `Você tem até ${until} para avaliar o vendedor. Ele só verá sua avaliação quando também avaliar você ou quando o prazo terminar.`;
  return <p className="text-sm text-stone-600">{text}</p>;
}

function BuyerReviewForm({
  orderId,
  buyerName,
  onDone,
}: {
  orderId: string;
  buyerName: string;
  onDone: () => Promise<void>;
}) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const send = useMutation(trpc.reviews.reviewBuyer.mutationOptions());
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.reviews.forOrder.queryKey({ orderId }) });
    await onDone();
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (send.isPending) return;
    const parsed = buyerReviewInput.safeParse({ orderId, rating, comment });
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error.issues));
      e.currentTarget.querySelector<HTMLElement>(`[name="${id}-nota"]`)?.focus();
      return;
    }
    try {
      await send.mutateAsync({ orderId, rating, comment });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toastFromError(error, 'Erro', 'Não foi possível enviar a avaliação');
      await refresh();
      return;
    }
    toast.success('Sucesso!', { description: 'Avaliação do comprador enviada.' });
    await refresh();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={`Avalie ${buyerName}`}>
      <StarInput
        legend={`Nota para ${buyerName}`}
        name={`${id}-nota`}
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors(({ rating: _gone, ...rest }) => rest);
        }}
        error={errors.rating}
      />
      <TextAreaField
        label="Comentário"
        optional
        error={errors.comment}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        rows={3}
        maxLength={2000}
        placeholder="Como foi vender para este comprador? Pagou no prazo, combinou bem a entrega?"
      />
      <SubmitButton pending={send.isPending} className={`${primaryButtonClass} w-fit disabled:opacity-60`}>
        Enviar avaliação do comprador
      </SubmitButton>
    </form>
  );
}
