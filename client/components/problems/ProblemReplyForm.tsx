import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatPrice, parsePrice } from '../../../shared/format.ts';
import { PROBLEM_OUTCOME_LABELS } from '../../../shared/problems.ts';
import { PROBLEM_TEXT_MAX, problemReplyInput } from '../../../shared/schemas/problems.ts';
import { trpc } from '../../lib/trpc.ts';
import { EvidencePicker } from '../evidence/EvidencePicker.tsx';
import type { EvidencePhoto } from '../evidence/upload-evidence.ts';
import { FieldFrame, inputClass, inputStateClass } from '../form/Field.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { primaryButtonClass } from '../PageShell.tsx';
import { useProblemStep } from './use-problem-step.ts';

type Choice = 'nenhuma' | 'devolver' | 'reenviar' | 'desconto';
const CHOICES: Choice[] = ['nenhuma', 'devolver', 'reenviar', 'desconto'];
const choiceLabel = (c: Choice) =>
  c === 'nenhuma' ? 'Sem proposta' : c === 'desconto' ? 'Desconto de R$ …' : PROBLEM_OUTCOME_LABELS[c];

/** An answer on the problem: a text, photos and perhaps a proposal (docs/product/problems.md#answering). */
export function ProblemReplyForm({ orderId, totalCents }: { orderId: string; totalCents: number }) {
  const [text, setText] = useState('');
  const [choice, setChoice] = useState<Choice>('nenhuma');
  const [amount, setAmount] = useState('');
  const [photos, setPhotos] = useState<EvidencePhoto[]>([]);
  const [photosBusy, setPhotosBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formKey, setFormKey] = useState(0);
  const reply = useMutation(trpc.problems.reply.mutationOptions());
  const step = useProblemStep(orderId);
  const legendId = useId();

  const submit = async () => {
    if (photosBusy) return setErrors({ photos: 'Aguarde o envio das fotos.' });
    const cents = choice === 'desconto' ? Math.round(parsePrice(amount) * 100) : null;
    if (choice === 'desconto' && !(Number(cents) > 0))
      return setErrors({ 'proposal.cents': 'Informe o valor do desconto.' });
    const parsed = problemReplyInput.safeParse({
      orderId,
      text,
      photos: photos.map((p) => p.url),
      proposal: choice === 'nenhuma' ? null : { outcome: choice, cents },
    });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
      return setErrors(fields);
    }
    setErrors({});
    if (await step.run(() => reply.mutateAsync(parsed.data), setErrors)) {
      setText('');
      setChoice('nenhuma');
      setAmount('');
      setFormKey((k) => k + 1);
    }
  };

  return (
    <form
      noValidate
      aria-label="Responder ao problema"
      className="flex flex-col gap-3 border-stone-200 border-t pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextAreaField
        label="Sua resposta"
        name="text"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={errors.text}
        hint={`${text.length}/${PROBLEM_TEXT_MAX.toLocaleString('pt-BR')} caracteres`}
      />
      <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
        <legend id={legendId} className="font-medium text-sm text-stone-800">
          Proposta (opcional)
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {CHOICES.map((c) => (
            <label key={c} className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name="proposal"
                value={c}
                checked={choice === c}
                onChange={() => setChoice(c)}
              />
              {choiceLabel(c)}
            </label>
          ))}
        </div>
        {choice === 'devolver' && (
          <p className="text-stone-600 text-xs">O valor total do pedido: {formatPrice(totalCents)}.</p>
        )}
        {choice === 'desconto' && (
          <FieldFrame
            label="Valor do desconto (R$)"
            hint={`Até ${formatPrice(totalCents)}, o total do pedido.`}
            error={errors['proposal.cents']}
          >
            {({ id, describedBy }) => (
              <input
                id={id}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={errors['proposal.cents'] ? true : undefined}
                className={`${inputClass} ${inputStateClass(errors['proposal.cents'])} max-w-40`}
              />
            )}
          </FieldFrame>
        )}
      </fieldset>
      <EvidencePicker
        key={formKey}
        orderId={orderId}
        purpose="problem"
        label="Fotos da resposta"
        onChange={setPhotos}
        onBusyChange={setPhotosBusy}
        error={errors.photos}
      />
      <div>
        <button type="submit" disabled={step.busy} className={`${primaryButtonClass} disabled:opacity-60`}>
          Enviar resposta
        </button>
      </div>
    </form>
  );
}
