import { Loader2, Minus, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

/** Minus, the quantity and a Plus that stays disabled: a used book is a single copy. */
export function QuantityStepper({
  title,
  quantity,
  busy,
  onQuantity,
}: {
  title: string;
  quantity: number;
  busy: boolean;
  onQuantity: (quantity: number) => void;
}) {
  const limitId = useId();
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">Quantidade de {title}</legend>
      <button
        type="button"
        className={iconButton}
        disabled={busy}
        onClick={() => onQuantity(quantity - 1)}
        aria-label={`Diminuir quantidade de ${title}`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span className="min-w-6 text-center font-medium text-sm tabular-nums" aria-live="polite">
        {quantity}
      </span>
      <button
        type="button"
        className={iconButton}
        disabled
        aria-label={`Aumentar quantidade de ${title}`}
        aria-describedby={limitId}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
      <span id={limitId} className="text-stone-500 text-xs">
        Exemplar único
      </span>
    </fieldset>
  );
}

export function RemoveButton({
  title,
  busy,
  onRemove,
}: {
  title: string;
  busy: boolean;
  onRemove: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onRemove}
      disabled={busy}
      className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 font-medium text-red-700 text-sm hover:bg-red-50 disabled:opacity-50"
      aria-label={`Remover ${title} do carrinho`}
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      ) : (
        <Trash2 aria-hidden="true" className="size-4" />
      )}
      Remover
    </button>
  );
}
