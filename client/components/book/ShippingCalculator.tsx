import { Loader2, Truck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CEP_MESSAGE, formatCep, isValidCep } from '../../../shared/cep.ts';
import { formatPrice } from '../../../shared/format.ts';

export interface ShippingOption {
  name: string;
  priceCents: number;
  deadline: string;
}

export const SHIPPING_DELAY_MS = 1000;
export const SHIPPING_ERROR = 'Erro ao calcular frete. Tente novamente.';

/**
 * docs/product/book-page.md#shipping-calculator: shipping makes no real call; after a 1 second wait it returns one fixed option
 * ('Frete Fixo', R$ 12,00, '5 a 10 dias úteis'). The same flat rate is what checkout
 * charges per seller (docs/product/cart.md#shipping), so the quote is honest.
 */
export function simulateShipping(_cep: string): Promise<ShippingOption[]> {
  return new Promise((resolve) => {
    setTimeout(
      () => resolve([{ name: 'Frete Fixo', priceCents: 1200, deadline: '5 a 10 dias úteis' }]),
      SHIPPING_DELAY_MS,
    );
  });
}

type Result =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; options: ShippingOption[] }
  | { kind: 'error' };

/**
 * 'Calcular frete': the CEP takes digits only, masked as 00000-000 (at most 9 characters); the
 * button stays disabled until 8 digits are there and Enter calculates too.
 * `calculate` is replaceable so a real carrier quote can take the simulated one's place; its
 * failure shows 'Erro ao calcular frete. Tente novamente.'.
 */
export function ShippingCalculator({
  calculate = simulateShipping,
}: {
  calculate?: (cep: string) => Promise<ShippingOption[]>;
}) {
  const inputId = useId();
  const errorId = useId();
  const resultId = useId();
  const [cep, setCep] = useState('');
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  // A quote that arrives after the CEP changed (or the page closed) is dropped.
  const request = useRef(0);
  useEffect(
    () => () => {
      request.current += 1;
    },
    [],
  );

  const valid = isValidCep(cep);
  const showError = touched && !valid;
  const loading = result.kind === 'loading';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || loading) return;
    const id = ++request.current;
    setResult({ kind: 'loading' });
    try {
      const options = await calculate(cep);
      if (request.current === id) setResult({ kind: 'done', options });
    } catch (error) {
      console.warn('Falha ao calcular o frete:', error);
      if (request.current === id) setResult({ kind: 'error' });
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 font-semibold text-stone-900">
        <Truck aria-hidden="true" className="size-5 text-brand-700" />
        Calcular frete
      </h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 flex flex-wrap items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="sr-only">
            CEP
          </label>
          <input
            id={inputId}
            name="cep"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
            value={cep}
            aria-invalid={showError}
            aria-describedby={showError ? errorId : undefined}
            onChange={(e) => {
              setCep(formatCep(e.target.value));
              request.current += 1;
              if (result.kind !== 'idle') setResult({ kind: 'idle' });
            }}
            onBlur={() => {
              if (cep.length > 0) setTouched(true);
            }}
            className="w-full min-w-[9rem] rounded-md border border-stone-300 px-3 py-2 text-stone-900 tabular-nums placeholder:text-stone-400 aria-invalid:border-red-600"
          />
          {showError && (
            <p id={errorId} className="text-red-700 text-sm">
              {CEP_MESSAGE}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={!valid || loading}
          className="inline-flex items-center gap-2 rounded-md bg-stone-900 px-4 py-2 font-medium text-sm text-white hover:bg-stone-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {loading && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
          {loading ? 'Calculando...' : 'Calcular'}
        </button>
      </form>
      <div id={resultId} aria-live="polite" className="empty:hidden">
        {result.kind === 'done' && (
          <ul className="mt-3 flex flex-col gap-2" aria-label="Opções de frete">
            {result.options.map((option) => (
              <li
                key={option.name}
                className="flex items-center justify-between gap-3 rounded-lg bg-stone-50 px-3 py-2 text-sm"
              >
                <span className="flex flex-col">
                  <span className="font-medium text-stone-900">{option.name}</span>
                  <span className="text-stone-600">{option.deadline}</span>
                </span>
                <span className="font-semibold text-stone-900">{formatPrice(option.priceCents)}</span>
              </li>
            ))}
          </ul>
        )}
        {result.kind === 'error' && (
          <p role="alert" className="mt-3 text-red-700 text-sm">
            {SHIPPING_ERROR}
          </p>
        )}
      </div>
    </section>
  );
}
