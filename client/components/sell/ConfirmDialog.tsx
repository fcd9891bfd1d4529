import type { ReactNode } from 'react';
import { DialogActions } from '../DialogActions.tsx';
import { FormDialog } from '../FormDialog.tsx';

/**
 * A yes/no question before an action that cannot be undone from the page (remove, mark as
 * sold), as an alert FormDialog: focus stays inside, Escape cancels, and focus returns to the
 * button that opened it.
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      alert
      title={title}
      description={description}
      onSubmit={onConfirm}
    >
      <DialogActions busy={busy} submitLabel={confirmLabel} destructive={destructive} className="mt-2" />
    </FormDialog>
  );
}
