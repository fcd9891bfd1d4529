import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { type ReactNode, useId, useState } from 'react';
import { REASON_MAX, reasonSchema } from '../../../shared/schemas/admin.ts';
import { DialogActions } from '../DialogActions.tsx';
import { inputClass } from './util.ts';

/**
 * Confirmation of an admin action with its reason, which the audit log keeps (and, for a hidden
 * book, the seller reads). The reason is checked with the server's own schema; what was typed
 * survives a refusal so it can be fixed and sent again.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  reasonLabel = 'Motivo',
  destructive,
  busy,
  error,
  extra,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  reasonLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  /** The server's refusal, shown inside the dialog. */
  error?: string | null;
  /** More controls between the reason and the buttons (a checkbox, say). */
  extra?: ReactNode;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const parsed = reasonSchema.safeParse(reason);
  const problem = tried && !parsed.success ? (parsed.error.issues[0]?.message ?? 'Informe o motivo.') : null;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) {
          setReason('');
          setTried(false);
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="font-semibold font-serif text-stone-900 text-xl">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="text-stone-700">{description}</div>
          </Dialog.Description>
          <form
            className="flex flex-col gap-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setTried(true);
              if (parsed.success) onConfirm(parsed.data);
            }}
          >
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-reason`} className="font-semibold text-sm text-stone-800">
                {reasonLabel} <span className="font-normal text-stone-600">(obrigatório)</span>
              </label>
              <textarea
                id={`${id}-reason`}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                rows={3}
                maxLength={REASON_MAX}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                className={clsx(inputClass, problem && 'border-red-600')}
              />
              {problem && (
                <p id={`${id}-problem`} className="text-red-700 text-sm">
                  {problem}
                </p>
              )}
            </div>
            {extra}
            <DialogActions busy={busy} error={error} submitLabel={confirmLabel} destructive={destructive} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
