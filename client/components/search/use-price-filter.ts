import { type FormEvent, useEffect, useState } from 'react';
import { priceText, validatePrices } from './price-filter.ts';

/**
 * The two price fields as typed, their errors, and `apply`, which checks them before handing the
 * prices on: the selects apply at once, the prices only with 'Aplicar' or Enter.
 */
export function usePriceFilter(
  min: number | undefined,
  max: number | undefined,
  onApply: (prices: { min: number | undefined; max: number | undefined }) => void,
) {
  const [minText, setMinText] = useState(priceText(min));
  const [maxText, setMaxText] = useState(priceText(max));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});

  // The fields follow the URL (Back, Forward, 'Limpar filtros').
  useEffect(() => {
    setMinText(priceText(min));
    setMaxText(priceText(max));
    setErrors({});
  }, [min, max]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePrices(minText, maxText);
    setErrors({ min: checked.minError, max: checked.maxError });
    if (checked.minError || checked.maxError) return;
    onApply({ min: checked.min, max: checked.max });
  };

  const typeMin = (text: string) => {
    setMinText(text);
    setErrors((e) => ({ ...e, min: undefined }));
  };
  const typeMax = (text: string) => {
    setMaxText(text);
    setErrors((e) => ({ ...e, max: undefined }));
  };

  return { minText, maxText, errors, typeMin, typeMax, apply };
}
