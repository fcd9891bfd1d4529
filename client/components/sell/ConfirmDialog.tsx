import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogActions } from '../DialogActions.tsx';

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
          <DialogActions
            busy={busy}
            submitLabel={confirmLabel}
            destructive={destructive}
            onConfirm={onConfirm}
            className="mt-2"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
