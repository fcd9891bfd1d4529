import { parsePrice } from '../../../shared/format.ts';
import { FILTER_PRICE_MAX } from './params.ts';

/** A price in reais as the user would type it back: '25' or '25,90'. */
export function priceText(value: number | undefined): string {
  if (value === undefined) return '';
  return value.toLocaleString('pt-BR', {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
}

/** Reads one price field; `undefined` when left empty. */
export function readPrice(text: string, which: 'mínimo' | 'máximo'): { value?: number; error?: string } {
  if (!text.trim()) return {};
  const value = parsePrice(text);
  if (Number.isNaN(value)) return { error: `Digite um preço ${which} válido, como 25,90.` };
  if (value < 0) return { error: `O preço ${which} não pode ser negativo.` };
  if (value > FILTER_PRICE_MAX) return { error: `O preço ${which} pode ser no máximo R$ 1.000.000,00.` };
  return { value: Math.round(value * 100) / 100 };
}

/** Checks both price fields; the messages say what to fix and the typed text stays as it was. */
export function validatePrices(minText: string, maxText: string) {
  const min = readPrice(minText, 'mínimo');
  const max = readPrice(maxText, 'máximo');
  let minError = min.error;
  if (
    !minError &&
    !max.error &&
    min.value !== undefined &&
    max.value !== undefined &&
    min.value > max.value
  ) {
    minError = 'O preço mínimo não pode ser maior que o preço máximo.';
  }
  return { min: min.value, max: max.value, minError, maxError: max.error };
}
