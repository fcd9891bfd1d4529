import { InlineCheckbox } from '../form/CheckboxField.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { StarInput } from '../orders/Stars.tsx';
import { primaryButtonClass } from '../PageShell.tsx';
import { CRITERIA, useReviewForm } from './use-review-form.ts';

/** After delivery the buyer reviews the seller once: four 1–5 ratings, a comment, anonymity. */
export function ReviewForm({
  orderId,
  sellerName,
  onDone,
}: {
  orderId: string;
  sellerName: string;
  onDone: () => Promise<void>;
}) {
  const { id, ratings, setRating, errors, ...form } = useReviewForm(orderId, onDone);
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-5" aria-labelledby={`${id}-titulo`}>
      <div>
        <h3 id={`${id}-titulo`} className="font-semibold font-serif text-stone-900 text-lg">
          Avalie {sellerName}
        </h3>
        <p className="text-sm text-stone-600">Sua avaliação ajuda outros leitores a comprar com confiança.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {CRITERIA.map(([key, legend]) => (
          <StarInput
            key={key}
            legend={legend}
            name={`${id}-${key}`}
            value={ratings[key]}
            onChange={(value) => setRating(key, value)}
            error={errors[key]}
          />
        ))}
      </div>
      <TextAreaField
        label="Comentário"
        optional
        error={errors.comment}
        value={form.comment}
        onChange={(e) => form.setComment(e.target.value)}
        rows={4}
        maxLength={2000}
        placeholder="Como foi a compra? O livro chegou como anunciado?"
      />
      <InlineCheckbox checked={form.anonymous} onChange={form.setAnonymous}>
        Publicar como avaliação anônima
      </InlineCheckbox>
      <SubmitButton pending={form.pending} className={`${primaryButtonClass} w-fit disabled:opacity-60`}>
        Enviar avaliação
      </SubmitButton>
    </form>
  );
}
