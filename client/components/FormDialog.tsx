import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Modal } from './Modal.tsx';

/**
 * A modal form: title, description, then the fields and, last, DialogActions. It cannot be closed
 * (Escape, the overlay, Cancelar) while `busy`, so an answer never arrives to a closed dialog.
 * The form does its own checks (noValidate): its messages are the schema's, in Portuguese.
 * An `alert` dialog asks to confirm a step that cannot be taken back (role alertdialog).
 */
export function FormDialog({
  open,
  onOpenChange,
  busy = false,
  title,
  description,
  wide = false,
  alert = false,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy?: boolean | undefined;
  title: ReactNode;
  description: ReactNode;
  /** For forms with fields side by side. */
  wide?: boolean;
  alert?: boolean | undefined;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      // Radix sets role="dialog" itself; an explicit undefined would remove it.
      role={alert ? 'alertdialog' : 'dialog'}
      className={clsx(
        'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
        wide ? 'max-w-lg' : 'max-w-md',
      )}
    >
      <Dialog.Title className="font-semibold font-serif text-stone-900 text-xl">{title}</Dialog.Title>
      <Dialog.Description asChild>
        <div className="text-sm text-stone-700">{description}</div>
      </Dialog.Description>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
