import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatPrice, parsePrice } from '../../../../shared/format.ts';
import {
  PROBLEM_OUTCOME_LABELS,
  PROBLEM_OUTCOMES,
  type ProblemOutcome,
} from '../../../../shared/problems.ts';
import { DECISION_TEXT_MAX, mediationDecideInput } from '../../../../shared/schemas/problems.ts';
import { fieldErrorsOf, toastFromError } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { TextField } from '../../form/Field.tsx';
import { TextAreaField } from '../../form/TextAreaField.tsx';
import { primaryButtonClass } from '../../PageShell.tsx';
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
    const cents = outcome === 'desconto' ? Math.round(parsePrice(amount) * 100) : null;
    if (outcome === 'desconto' && !(Number(cents) > 0))
      return setErrors({ cents: 'Informe o valor do desconto.' });
    const parsed = mediationDecideInput.safeParse({ problemId, outcome, cents, reason });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
      return setErrors(fields);
    }
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
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.outcome ? 'decisao-erro' : undefined}
      >
        <legend className="font-medium text-sm text-stone-800">O que o vendedor deve fazer</legend>
        {PROBLEM_OUTCOMES.map((o) => (
          <label key={o} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="outcome"
              value={o}
              checked={outcome === o}
              onChange={() => setOutcome(o)}
            />
            {o === 'devolver'
              ? `${PROBLEM_OUTCOME_LABELS.devolver} (${formatPrice(totalCents)})`
              : PROBLEM_OUTCOME_LABELS[o]}
          </label>
        ))}
        {errors.outcome && (
          <p id="decisao-erro" className="text-red-700 text-sm">
            {errors.outcome}
          </p>
        )}
      </fieldset>
      {outcome === 'desconto' && (
        <TextField
          label="Valor do desconto (R$)"
          name="cents"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.cents}
          hint={`Até ${formatPrice(totalCents)}, o total do pedido.`}
        />
      )}
      <TextAreaField
        label="Motivo (as duas partes leem)"
        name="reason"
        rows={5}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        hint={`${reason.length}/${DECISION_TEXT_MAX.toLocaleString('pt-BR')} caracteres`}
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
