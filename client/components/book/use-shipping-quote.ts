import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatCep, isValidCep } from '../../../shared/cep.ts';
import { rememberCep, rememberedCep } from '../../lib/remembered-cep.ts';
import type { ShippingOption } from './shipping-quote.ts';

export type ShippingResult =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; options: ShippingOption[] }
  | { kind: 'error' };

/**
 * The calculator's CEP, whether to show its error, and the quote asked for it (ShippingCalculator).
 * It starts from the CEP last calculated on this device (docs/product/delivery.md#the-cep-typed-once).
 */
export function useShippingQuote(calculate: (cep: string) => Promise<ShippingOption[]>) {
  const [cep, setCep] = useState(rememberedCep);
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<ShippingResult>({ kind: 'idle' });
  // A quote that arrives after the CEP changed (or the page closed) is dropped.
  const request = useRef(0);
  useEffect(
    () => () => {
      request.current += 1;
    },
    [],
  );

  const valid = isValidCep(cep);
  const loading = result.kind === 'loading';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || loading) return;
    rememberCep(cep);
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
  const change = (value: string) => {
    setCep(formatCep(value));
    request.current += 1;
    if (result.kind !== 'idle') setResult({ kind: 'idle' });
  };
  const blur = () => {
    if (cep.length > 0) setTouched(true);
  };

  return { cep, valid, showError: touched && !valid, loading, result, submit, change, blur };
}
