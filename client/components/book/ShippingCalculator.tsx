import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Truck } from 'lucide-react';
import { useId } from 'react';
import { CEP_MESSAGE } from '../../../shared/cep.ts';
import { trpc } from '../../lib/trpc.ts';
import { ShippingResultView } from './ShippingResultView.tsx';
import type { ShippingOption } from './shipping-quote.ts';
import { useShippingQuote } from './use-shipping-quote.ts';

export { NO_SHIPPING, SHIPPING_ERROR, type ShippingOption } from './shipping-quote.ts';

/**
 * 'Calcular frete': the CEP takes digits only, masked as 00000-000 (at most 9 characters); the
 * button stays disabled until 8 digits are there and Enter calculates too. The answer is the
 * seller's delivery options for that CEP (docs/product/delivery.md#calculator); a failure shows
 * 'Erro ao calcular frete. Tente novamente.'. `calculate` replaces the server's quote in tests.
 */
export function ShippingCalculator({
  bookId,
  calculate,
}: {
  bookId: string;
  calculate?: (cep: string) => Promise<ShippingOption[]>;
}) {
  const queryClient = useQueryClient();
  const quote = (cep: string) => queryClient.fetchQuery(trpc.delivery.quote.queryOptions({ bookId, cep }));
  const inputId = useId();
  const errorId = useId();
  const resultId = useId();
  const { cep, showError, valid, loading, result, submit, change, blur } = useShippingQuote(
    calculate ?? quote,
  );

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
            onChange={(e) => change(e.target.value)}
            onBlur={blur}
            className="min-h-11 w-full min-w-[9rem] rounded-md border border-stone-300 px-3 py-2 text-stone-900 tabular-nums placeholder:text-stone-400 aria-invalid:border-red-600"
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
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-stone-900 px-4 py-2 font-medium text-sm text-white hover:bg-stone-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {loading && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
          {loading ? 'Calculando...' : 'Calcular'}
        </button>
      </form>
      <ShippingResultView id={resultId} result={result} />
    </section>
  );
}
