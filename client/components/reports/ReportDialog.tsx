import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
  reportCreateInput,
} from '../../../shared/schemas/reports.ts';
import { trpc, trpcClient } from '../../lib/trpc.ts';
import { errorMessage, inputClass } from '../admin/util.ts';
import { DialogActions } from '../DialogActions.tsx';
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
  const id = useId();

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
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="font-semibold font-serif text-stone-900 text-xl">Denunciar</Dialog.Title>
          <Dialog.Description className="text-sm text-stone-700">
            Conte à equipe do Releia o que há de errado com {what}. Quem anunciou não saberá quem denunciou.
          </Dialog.Description>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-reason`} className="font-semibold text-sm text-stone-800">
                Motivo
              </label>
              <select
                id={`${id}-reason`}
                value={reason}
                onChange={(e) => {
                  const next = REPORT_REASONS.find((r) => r.value === e.target.value);
                  setReason(next?.value ?? '');
                }}
                aria-invalid={errorOf('reason') ? true : undefined}
                aria-describedby={errorOf('reason') ? `${id}-reason-error` : undefined}
                className={clsx(inputClass, errorOf('reason') && 'border-red-600')}
              >
                <option value="">Escolha um motivo</option>
                {REPORT_REASONS.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </select>
              {errorOf('reason') && (
                <p id={`${id}-reason-error`} className="text-red-700 text-sm">
                  {errorOf('reason')}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-details`} className="font-semibold text-sm text-stone-800">
                Detalhes{' '}
                <span className="font-normal text-stone-600">
                  {reason === 'outro' ? '(obrigatório)' : '(opcional)'}
                </span>
              </label>
              <textarea
                id={`${id}-details`}
                rows={4}
                maxLength={REPORT_DETAILS_MAX}
                value={details}
                onChange={(e) => setDetails(e.target.value)}
                aria-invalid={errorOf('details') ? true : undefined}
                aria-describedby={errorOf('details') ? `${id}-details-error` : undefined}
                className={clsx(inputClass, errorOf('details') && 'border-red-600')}
              />
              {errorOf('details') && (
                <p id={`${id}-details-error`} className="text-red-700 text-sm">
                  {errorOf('details')}
                </p>
              )}
            </div>
            <DialogActions busy={busy} error={serverError} submitLabel="Enviar denúncia" />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
