import { type ReactNode, useState } from 'react';
import { REASON_MAX, reasonSchema } from '../../../shared/schemas/admin.ts';
import { DialogActions } from '../DialogActions.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';

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
  const parsed = reasonSchema.safeParse(reason);
  const problem = tried && !parsed.success ? (parsed.error.issues[0]?.message ?? 'Informe o motivo.') : null;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason('');
          setTried(false);
        }
        onOpenChange(next);
      }}
      busy={busy}
      wide
      title={title}
      description={description}
      onSubmit={() => {
        setTried(true);
        if (parsed.success) onConfirm(parsed.data);
      }}
    >
      <TextAreaField
        label={
          <>
            {reasonLabel} <span className="font-normal text-stone-600">(obrigatório)</span>
          </>
        }
        error={problem ?? undefined}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={3}
        maxLength={REASON_MAX}
      />
      {extra}
      <DialogActions busy={busy} error={error} submitLabel={confirmLabel} destructive={destructive} />
    </FormDialog>
  );
}
