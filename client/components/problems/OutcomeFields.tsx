import { useId } from 'react';
import { formatPrice, parsePrice } from '../../../shared/format.ts';
import { FieldFrame, inputClass, inputStateClass } from '../form/Field.tsx';

// What the seller should do, as a party proposes it or the moderation decides it
// (docs/product/problems.md): one choice, and the discount's amount when the choice is a discount.

/** The discount in cents when `choice` is 'desconto' (null otherwise), or why the amount is refused. */
export function discountOf(choice: string, amount: string): { cents: number | null } | { error: string } {
  if (choice !== 'desconto') return { cents: null };
  const cents = Math.round(parsePrice(amount) * 100);
  return cents > 0 ? { cents } : { error: 'Informe o valor do desconto.' };
}

interface Props<C extends string> {
  legend: string;
  name: string;
  choices: { value: C; label: string }[];
  choice: C | '';
  onChoice: (choice: C) => void;
  amount: string;
  onAmount: (amount: string) => void;
  totalCents: number;
  choiceError?: string;
  amountError?: string;
}

export function OutcomeFields<C extends string>(p: Props<C>) {
  const legendId = useId();
  const errorId = useId();
  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={p.choiceError ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <legend id={legendId} className="font-medium text-sm text-stone-800">
        {p.legend}
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {p.choices.map((c) => (
          <label key={c.value} className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
            <input
              type="radio"
              name={p.name}
              value={c.value}
              checked={p.choice === c.value}
              onChange={() => p.onChoice(c.value)}
            />
            {c.label}
          </label>
        ))}
      </div>
      {p.choiceError && (
        <p id={errorId} className="text-red-700 text-sm">
          {p.choiceError}
        </p>
      )}
      {p.choice === 'devolver' && (
        <p className="text-stone-600 text-xs">O valor total do pedido: {formatPrice(p.totalCents)}.</p>
      )}
      {p.choice === 'desconto' && (
        <FieldFrame
          label="Valor do desconto (R$)"
          hint={`Até ${formatPrice(p.totalCents)}, o total do pedido.`}
          error={p.amountError}
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              inputMode="decimal"
              value={p.amount}
              onChange={(e) => p.onAmount(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={p.amountError ? true : undefined}
              className={`${inputClass} ${inputStateClass(p.amountError)} max-w-40`}
            />
          )}
        </FieldFrame>
      )}
    </fieldset>
  );
}
