import { type ReactNode, useState } from 'react';
import { parsePrice } from '../../../shared/format.ts';
import { DialogActions } from '../DialogActions.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { TextField } from '../form/Field.tsx';

/**
 * A price in reais, for 'Fazer oferta' and 'Contraproposta' (docs/product/offers.md#making-an-offer).
 * `check` says what is wrong with the typed price, beside the field, before anything is sent; a
 * refusal from the server shows there too. What was typed stays until the dialog is closed.
 */
export function OfferDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  submitLabel,
  check,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  label: string;
  submitLabel: string;
  check: (cents: number) => string | null;
  /** Sends the price; resolves to the server's refusal, or null when it was taken. */
  onSubmit: (cents: number) => Promise<string | null>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const cents = Math.round(parsePrice(text) * 100);
    const problem = check(Number.isFinite(cents) ? cents : Number.NaN);
    if (problem) return setError(problem);
    setBusy(true);
    const refused = await onSubmit(cents).finally(() => setBusy(false));
    if (refused) return setError(refused);
    setText('');
    setError(undefined);
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
      busy={busy}
      title={title}
      description={description}
      onSubmit={() => void submit()}
    >
      <TextField
        label={label}
        name="valor"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.target.value);
          setError(undefined);
        }}
      />
      <DialogActions busy={busy} submitLabel={submitLabel} />
    </FormDialog>
  );
}
