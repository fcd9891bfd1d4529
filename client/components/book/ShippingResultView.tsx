import { formatPrice } from '../../../shared/format.ts';
import { NO_SHIPPING, SHIPPING_ERROR } from './shipping-quote.ts';
import type { ShippingResult } from './use-shipping-quote.ts';

/** The quote's options, or its error; nothing before one is asked for. */
export function ShippingResultView({ id, result }: { id: string; result: ShippingResult }) {
  return (
    <div id={id} aria-live="polite" className="empty:hidden">
      {result.kind === 'done' && result.options.length === 0 && (
        <p className="mt-3 text-sm text-stone-700">{NO_SHIPPING}</p>
      )}
      {result.kind === 'done' && result.options.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2" aria-label="Opções de frete">
          {result.options.map((option) => (
            <li
              key={option.method}
              className="flex items-center justify-between gap-3 rounded-lg bg-stone-50 px-3 py-2 text-sm"
            >
              <span className="flex flex-col">
                <span className="font-medium text-stone-900">{option.name}</span>
                <span className="text-stone-600">{option.detail}</span>
              </span>
              <span className="font-semibold text-stone-900">
                {option.method === 'retirada' ? 'Grátis' : formatPrice(option.priceCents)}
              </span>
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
  );
}
