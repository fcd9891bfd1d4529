import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { reviewInput } from '../../../shared/schemas/reviews.ts';
import { fieldErrorsOf, toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { firstIssueByField } from '../form/use-zod-form.ts';
import { toast } from '../toast.ts';

export const CRITERIA = [
  ['overall', 'Avaliação geral'],
  ['communication', 'Comunicação'],
  ['shipping', 'Envio'],
  ['condition', 'Estado do livro'],
] as const;

type Criterion = (typeof CRITERIA)[number][0];

/**
 * The buyer's review of an order (docs/product/reviews.md): four 1–5 ratings, a comment and
 * anonymity, checked with the server's schema before sending; the first field in error gets focus.
 */
export function useReviewForm(orderId: string, onDone: () => Promise<void>) {
  const [ratings, setRatings] = useState<Record<Criterion, number>>({
    overall: 0,
    communication: 0,
    shipping: 0,
    condition: 0,
  });
  const [comment, setComment] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const review = useMutation(trpc.reviews.create.mutationOptions());
  const id = useId();

  const setRating = (key: Criterion, value: number) => {
    setRatings((r) => ({ ...r, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (review.isPending) return;
    const input = { orderId, ...ratings, comment, isAnonymous: anonymous };
    const parsed = reviewInput.safeParse(input);
    if (!parsed.success) {
      const found = firstIssueByField(parsed.error.issues);
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
    toast.success('Sucesso!', { description: 'Avaliação enviada. Obrigado!' });
    await onDone();
  };

  return {
    id,
    ratings,
    setRating,
    comment,
    setComment,
    anonymous,
    setAnonymous,
    errors,
    pending: review.isPending,
    submit,
  };
}
