import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  PROBLEM_OUTCOME_LABELS,
  PROBLEM_OUTCOMES,
  type ProblemOutcome,
} from '../../../../shared/problems.ts';
import { DECISION_TEXT_MAX, mediationDecideInput } from '../../../../shared/schemas/problems.ts';
import { fieldErrorsOf, toastFromError } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { lengthHint, TextAreaField } from '../../form/TextAreaField.tsx';
import { firstIssueByField } from '../../form/use-zod-form.ts';
import { primaryButtonClass } from '../../PageShell.tsx';
import { discountOf, OutcomeFields } from '../../problems/OutcomeFields.tsx';
import { toastSuccess } from '../../toast.ts';

/**
 * 'Decisão da moderação': an outcome and the reason both parties read. The seller is told what
 * to do; the buyer confirms it happened (docs/product/admin.md#mediation).
 */
export function DecisionForm({ problemId, totalCents }: { problemId: string; totalCents: number }) {
  const [outcome, setOutcome] = useState<ProblemOutcome | ''>('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const decide = useMutation(trpc.admin.mediation.decide.mutationOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async () => {
    if (!outcome) return setErrors({ outcome: 'Escolha a decisão.' });
    const discount = discountOf(outcome, amount);
    if ('error' in discount) return setErrors({ cents: discount.error });
    const parsed = mediationDecideInput.safeParse({ problemId, outcome, cents: discount.cents, reason });
    if (!parsed.success) return setErrors(firstIssueByField(parsed.error.issues));
    setErrors({});
    try {
      const { message } = await decide.mutateAsync(parsed.data);
      toastSuccess(message);
      // The case left the queue: the queue is read anew, not shown from the cache.
      queryClient.removeQueries({ queryKey: trpc.admin.mediation.pathKey() });
      await navigate({ to: '/admin/mediacao' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toastFromError(error, 'Erro', 'Não foi possível registrar a decisão.');
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="decisao"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="decisao" className="font-semibold font-serif text-lg">
        Decisão da moderação
      </h2>
      <OutcomeFields
        legend="O que o vendedor deve fazer"
        name="outcome"
        choices={PROBLEM_OUTCOMES.map((o) => ({ value: o, label: PROBLEM_OUTCOME_LABELS[o] }))}
        choice={outcome}
        onChoice={setOutcome}
        amount={amount}
        onAmount={setAmount}
        totalCents={totalCents}
        choiceError={errors.outcome}
        amountError={errors.cents}
      />
      <TextAreaField
        label="Motivo (as duas partes leem)"
        name="reason"
        rows={5}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        hint={lengthHint(reason, DECISION_TEXT_MAX)}
      />
      <button
        type="submit"
        disabled={decide.isPending}
        className={`${primaryButtonClass} disabled:opacity-60`}
      >
        Registrar decisão
      </button>
    </form>
  );
}
