import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDER_DEADLINES } from '../../../shared/order-deadlines.ts';
import { PROBLEM_REASON_LABELS, PROBLEM_REASONS, type ProblemReason } from '../../../shared/problems.ts';
import { PROBLEM_TEXT_MAX, problemOpenInput } from '../../../shared/schemas/problems.ts';
import { trpc } from '../../lib/trpc.ts';
import { DialogActions } from '../DialogActions.tsx';
import { EvidencePicker } from '../evidence/EvidencePicker.tsx';
import type { EvidencePhoto } from '../evidence/upload-evidence.ts';
import { FormDialog } from '../FormDialog.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { lengthHint, TextAreaField } from '../form/TextAreaField.tsx';
import { useProblemStep } from './use-problem-step.ts';

/** 'Relatar problema' (docs/product/problems.md#opening): a reason, a text and up to 5 photos. */
export function ReportProblemDialog({
  orderId,
  open,
  onOpenChange,
}: {
  orderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState<ProblemReason | ''>('');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<EvidencePhoto[]>([]);
  const [photosBusy, setPhotosBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const openProblem = useMutation(trpc.problems.open.mutationOptions());
  const step = useProblemStep(orderId);

  const submit = async () => {
    if (photosBusy) return setErrors({ photos: 'Aguarde o envio das fotos.' });
    const parsed = problemOpenInput.safeParse({ orderId, reason, text, photos: photos.map((p) => p.url) });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
      return setErrors(fields);
    }
    setErrors({});
    const done = await step.run(() => openProblem.mutateAsync(parsed.data), setErrors);
    if (done) onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={step.busy}
      wide
      title="Relatar problema"
      description={`Conte o que aconteceu. A outra parte é avisada e tem ${ORDER_DEADLINES.problemAnswerDays} dias para responder; as fotos só são vistas por vocês dois e pela moderação.`}
      onSubmit={() => void submit()}
    >
      <SelectField
        label="Motivo"
        name="reason"
        value={reason}
        onChange={(value) => setReason(value as ProblemReason)}
        error={errors.reason}
      >
        <option value="">Escolha o motivo</option>
        {PROBLEM_REASONS.map((r) => (
          <option key={r} value={r}>
            {PROBLEM_REASON_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="O que aconteceu"
        name="text"
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={errors.text}
        hint={lengthHint(text, PROBLEM_TEXT_MAX)}
      />
      <EvidencePicker
        orderId={orderId}
        purpose="problem"
        label="Fotos do problema"
        onChange={setPhotos}
        onBusyChange={setPhotosBusy}
        error={errors.photos}
      />
      <DialogActions busy={step.busy} submitLabel="Enviar relato" />
    </FormDialog>
  );
}
