import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { reviewInput, reviewResponseInput } from '../../../shared/schemas/orders.ts';
import { fieldErrorsOf, toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { inputClass, inputStateClass } from '../form/Field.tsx';
import { primaryButtonClass } from '../PageShell.tsx';
import { toast } from '../toast.ts';
import { StarInput } from './Stars.tsx';

const CRITERIA = [
  ['overall', 'Avaliação geral'],
  ['communication', 'Comunicação'],
  ['shipping', 'Envio'],
  ['condition', 'Estado do livro'],
] as const;

type Criterion = (typeof CRITERIA)[number][0];

function firstErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
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
  const [ratings, setRatings] = useState<Record<Criterion, number>>({
    overall: 0,
    communication: 0,
    shipping: 0,
    condition: 0,
  });
  const [comment, setComment] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const review = useMutation(trpc.orders.review.mutationOptions());
  const id = useId();

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (review.isPending) return;
    const input = { orderId, ...ratings, comment, isAnonymous: anonymous };
    const parsed = reviewInput.safeParse(input);
    if (!parsed.success) {
      const found = firstErrors(parsed.error.issues);
      setErrors(found);
      const first = CRITERIA.find(([key]) => found[key]);
      e.currentTarget.querySelector<HTMLElement>(first ? `[name="${id}-${first[0]}"]` : 'textarea')?.focus();
      return;
    }
    try {
      await review.mutateAsync(input);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toastFromError(error, 'Erro', 'Não foi possível enviar a avaliação');
      await onDone();
      return;
    }
    toast.success('Sucesso!', { description: 'Avaliação publicada. Obrigado!' });
    await onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby={`${id}-titulo`}>
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
            onChange={(value) => {
              setRatings((r) => ({ ...r, [key]: value }));
              setErrors(({ [key]: _gone, ...rest }) => rest);
            }}
            error={errors[key]}
          />
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comentario`} className="font-medium text-sm text-stone-800">
          Comentário <span className="font-normal text-stone-500">(opcional)</span>
        </label>
        <textarea
          id={`${id}-comentario`}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          rows={4}
          maxLength={2000}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${id}-comentario-erro` : undefined}
          className={`${inputClass} ${inputStateClass(errors.comment)}`}
          placeholder="Como foi a compra? O livro chegou como anunciado?"
        />
        {errors.comment && (
          <p id={`${id}-comentario-erro`} className="text-red-700 text-sm">
            {errors.comment}
          </p>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={anonymous}
          onChange={(e) => setAnonymous(e.target.checked)}
          className="size-4 accent-brand-700"
        />
        Publicar como avaliação anônima
      </label>
      <button
        type="submit"
        disabled={review.isPending}
        className={`${primaryButtonClass} w-fit disabled:opacity-60`}
      >
        {review.isPending && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
        Enviar avaliação
      </button>
    </form>
  );
}

/** The seller answers a review once. */
export function ReplyForm({ reviewId, onDone }: { reviewId: string; onDone: () => Promise<void> }) {
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useMutation(trpc.orders.respondToReview.mutationOptions());
  const id = useId();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (reply.isPending) return;
    const parsed = reviewResponseInput.safeParse({ reviewId, response });
    if (!parsed.success) {
      setError(firstErrors(parsed.error.issues).response ?? parsed.error.issues[0]?.message);
      return;
    }
    try {
      await reply.mutateAsync({ reviewId, response });
    } catch (err) {
      setError(fieldErrorsOf(err).response);
      toastFromError(err, 'Erro', 'Não foi possível publicar a resposta');
      await onDone();
      return;
    }
    toast.success('Sucesso!', { description: 'Resposta publicada.' });
    await onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={`${id}-resposta`} className="font-medium text-sm text-stone-800">
        Responder à avaliação
      </label>
      <textarea
        id={`${id}-resposta`}
        value={response}
        onChange={(e) => {
          setResponse(e.target.value);
          setError(undefined);
        }}
        rows={3}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-resposta-erro` : `${id}-resposta-dica`}
        className={`${inputClass} ${inputStateClass(error)}`}
      />
      {error ? (
        <p id={`${id}-resposta-erro`} className="text-red-700 text-sm">
          {error}
        </p>
      ) : (
        <p id={`${id}-resposta-dica`} className="text-stone-600 text-xs">
          Sua resposta aparece junto à avaliação na sua livraria e só pode ser enviada uma vez.
        </p>
      )}
      <button
        type="submit"
        disabled={reply.isPending}
        className={`${primaryButtonClass} w-fit disabled:opacity-60`}
      >
        {reply.isPending && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
        Publicar resposta
      </button>
    </form>
  );
}
