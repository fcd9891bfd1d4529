import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import { secondaryButtonClass } from './PageShell.tsx';

/**
 * The end of a dialog's form (FormDialog): the error of the last attempt (announced), then the
 * buttons that close the dialog and submit the form. While busy both are disabled and the submit
 * button turns; `destructive` colours it for an action that removes or cancels something.
 */
export function DialogActions({
  busy = false,
  submitLabel,
  error,
  closeLabel = 'Cancelar',
  destructive = false,
  className,
}: {
  busy?: boolean | undefined;
  submitLabel: string;
  error?: string | null | undefined;
  closeLabel?: string;
  destructive?: boolean | undefined;
  className?: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm">
          {error}
        </p>
      )}
      <div className={clsx('flex flex-wrap justify-end gap-3', className)}>
        <Dialog.Close type="button" className={secondaryButtonClass} disabled={busy}>
          {closeLabel}
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
          {submitLabel}
        </button>
      </div>
    </>
  );
}
