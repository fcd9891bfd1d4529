import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { secondaryButtonClass } from '../PageShell.tsx';

/**
 * A yes/no question before an action that cannot be undone from the page (remove, mark as
 * sold). Radix Dialog with the alertdialog role: focus stays inside, Escape cancels, and focus
 * returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="font-semibold font-serif text-stone-900 text-xl">{title}</Dialog.Title>
          <Dialog.Description className="text-stone-700">{description}</Dialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={secondaryButtonClass} disabled={busy}>
              Cancelar
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
