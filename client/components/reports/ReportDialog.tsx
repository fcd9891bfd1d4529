import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
  reportCreateInput,
} from '../../../shared/schemas/reports.ts';
import { trpc, trpcClient } from '../../lib/trpc.ts';
import { errorMessage, inputClass } from '../admin/util.ts';
import { DialogActions } from '../DialogActions.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { FieldFrame } from '../form/Field.tsx';
import { toastError, toastSuccess } from '../toast.ts';

/** The report form of ReportButton, in its dialog; loaded the first time someone opens it. */
export function ReportDialog({
  targetType,
  targetId,
  open,
  onOpenChange,
}: {
  targetType: 'book' | 'store';
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const parsed = reportCreateInput.safeParse({ targetType, targetId, reason: reason || undefined, details });
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0] ?? '_')] ??= i.message;
  const errorOf = (field: string) => (tried ? errors[field] : undefined);

  const submit = async () => {
    setTried(true);
    setServerError(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const result = await trpcClient.reports.create.mutate({
        ...parsed.data,
        details: parsed.data.details ?? undefined,
      });
      toastSuccess(result.message);
      onOpenChange(false);
      setReason('');
      setDetails('');
      setTried(false);
      await queryClient.invalidateQueries({ queryKey: trpc.reports.pathKey() });
    } catch (error) {
      const message = errorMessage(error, 'Não foi possível enviar a denúncia. Tente novamente.');
      setServerError(message);
      toastError(message);
    } finally {
      setBusy(false);
    }
  };

  const what = targetType === 'book' ? 'este anúncio' : 'esta loja';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title="Denunciar"
      description={`Conte à equipe do Releia o que há de errado com ${what}. Quem anunciou não saberá quem denunciou.`}
      onSubmit={() => void submit()}
    >
      <FieldFrame label="Motivo" error={errorOf('reason')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            value={reason}
            onChange={(e) => {
              const next = REPORT_REASONS.find((r) => r.value === e.target.value);
              setReason(next?.value ?? '');
            }}
            aria-invalid={errorOf('reason') ? true : undefined}
            aria-describedby={describedBy}
            className={clsx(inputClass, errorOf('reason') && 'border-red-600')}
          >
            <option value="">Escolha um motivo</option>
            {REPORT_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame
        label={
          <>
            Detalhes{' '}
            <span className="font-normal text-stone-600">
              {reason === 'outro' ? '(obrigatório)' : '(opcional)'}
            </span>
          </>
        }
        error={errorOf('details')}
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={4}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            aria-invalid={errorOf('details') ? true : undefined}
            aria-describedby={describedBy}
            className={clsx(inputClass, errorOf('details') && 'border-red-600')}
          />
        )}
      </FieldFrame>
      <DialogActions busy={busy} error={serverError} submitLabel="Enviar denúncia" />
    </FormDialog>
  );
}
