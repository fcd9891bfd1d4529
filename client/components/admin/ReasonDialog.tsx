import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { REASON_MAX, reasonSchema } from '../../../shared/schemas/admin.ts';
import { secondaryButtonClass } from '../PageShell.tsx';
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
            {error && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm">
                {error}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close type="button" className={secondaryButtonClass} disabled={busy}>
                Cancelar
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className={clsx(
                  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold text-sm text-white disabled:opacity-60',
                  destructive ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800',
                )}
              >
                {busy && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
                {confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
