import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PROBLEM_OUTCOME_LABELS } from '../../../shared/problems.ts';
import { PROBLEM_TEXT_MAX, problemReplyInput } from '../../../shared/schemas/problems.ts';
import { trpc } from '../../lib/trpc.ts';
import { EvidencePicker } from '../evidence/EvidencePicker.tsx';
import type { EvidencePhoto } from '../evidence/upload-evidence.ts';
import { lengthHint, TextAreaField } from '../form/TextAreaField.tsx';
import { firstIssueByField } from '../form/use-zod-form.ts';
import { primaryButtonClass } from '../PageShell.tsx';
import { discountOf, OutcomeFields } from './OutcomeFields.tsx';
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

  const submit = async () => {
    if (photosBusy) return setErrors({ photos: 'Aguarde o envio das fotos.' });
    const discount = discountOf(choice, amount);
    if ('error' in discount) return setErrors({ 'proposal.cents': discount.error });
    const parsed = problemReplyInput.safeParse({
      orderId,
      text,
      photos: photos.map((p) => p.url),
      proposal: choice === 'nenhuma' ? null : { outcome: choice, cents: discount.cents },
    });
    if (!parsed.success) return setErrors(firstIssueByField(parsed.error.issues));
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
        hint={lengthHint(text, PROBLEM_TEXT_MAX)}
      />
      <OutcomeFields
        legend="Proposta (opcional)"
        name="proposal"
        choices={CHOICES.map((c) => ({ value: c, label: choiceLabel(c) }))}
        choice={choice}
        onChoice={setChoice}
        amount={amount}
        onAmount={setAmount}
        totalCents={totalCents}
        amountError={errors['proposal.cents']}
      />
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
