import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { reviewResponseInput } from '../../../shared/schemas/reviews.ts';
import { fieldErrorsOf, toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { inputClass, inputStateClass } from '../form/Field.tsx';
import { primaryButtonClass } from '../PageShell.tsx';
import { toast } from '../toast.ts';
import { firstErrors } from './review-errors.ts';

/** The seller answers a review once. */
export function ReplyForm({ reviewId, onDone }: { reviewId: string; onDone: () => Promise<void> }) {
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useMutation(trpc.reviews.respond.mutationOptions());
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
