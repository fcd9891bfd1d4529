import { Loader2 } from 'lucide-react';
import { inputClass, inputStateClass } from '../form/Field.tsx';
import { StarInput } from '../orders/Stars.tsx';
import { primaryButtonClass } from '../PageShell.tsx';
import { CRITERIA, useReviewForm } from './use-review-form.ts';

/** The optional comment of a review, with its error under it. */
function CommentField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-comentario`} className="font-medium text-sm text-stone-800">
        Comentário <span className="font-normal text-stone-500">(opcional)</span>
      </label>
      <textarea
        id={`${id}-comentario`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={4}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-comentario-erro` : undefined}
        className={`${inputClass} ${inputStateClass(error)}`}
        placeholder="Como foi a compra? O livro chegou como anunciado?"
      />
      {error && (
        <p id={`${id}-comentario-erro`} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

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
  const form = useReviewForm(orderId, onDone);
  const { id, errors } = form;
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
            value={form.ratings[key]}
            onChange={(value) => form.setRating(key, value)}
            error={errors[key]}
          />
        ))}
      </div>
      <CommentField id={id} value={form.comment} onChange={form.setComment} error={errors.comment} />
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={form.anonymous}
          onChange={(e) => form.setAnonymous(e.target.checked)}
          className="size-4 accent-brand-700"
        />
        Publicar como avaliação anônima
      </label>
      <button
        type="submit"
        disabled={form.pending}
        className={`${primaryButtonClass} w-fit disabled:opacity-60`}
      >
        {form.pending && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
        Enviar avaliação
      </button>
    </form>
  );
}
