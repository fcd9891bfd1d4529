import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { onlyDigits } from '../../../shared/cpf.ts';
import type { CepAddress, CepAnswer } from '../../../shared/schemas/cep.ts';
import type { addressInput } from '../../../shared/schemas/verification.ts';
import { errorCode } from '../../lib/errors.ts';
import { isOfflineError } from '../../lib/offline-link.ts';
import { rememberCep } from '../../lib/remembered-cep.ts';
import { trpc } from '../../lib/trpc.ts';
import type { useZodForm } from '../form/use-zod-form.ts';

/** The address form that AddressFields renders and this hook fills from the CEP. */
export type AddressForm = ReturnType<typeof useZodForm<typeof addressInput>>;

export const CEP_NOT_FOUND = 'Não encontramos este CEP. Preencha o endereço à mão.';

export type CepLookup = (cep: string) => Promise<CepAnswer>;
export type CepFillState = 'idle' | 'loading' | 'not_found';

const FILLED: readonly (keyof CepAddress)[] = ['street', 'neighborhood', 'city', 'state'];

/**
 * Fills the empty address fields from the CEP once it has 8 digits
 * (docs/product/delivery.md#a-cep-fills-the-address): what the member typed is never
 * overwritten, the fields stay editable while it looks, and a form opened already filled (a
 * saved address being edited) is not looked up until its CEP changes. Offline, nothing is
 * asked and nothing is said. `lookup` replaces the server in tests.
 */
export function useCepFill(form: AddressForm, lookup?: CepLookup): CepFillState {
  const queryClient = useQueryClient();
  const ask =
    lookup ??
    ((cep: string) =>
      queryClient.fetchQuery({ ...trpc.delivery.cepAddress.queryOptions({ cep }), staleTime: Infinity }));
  const askRef = useRef(ask);
  askRef.current = ask;
  const [state, setState] = useState<CepFillState>('idle');
  const digits = onlyDigits(form.values.cep);
  const complete = FILLED.every((field) => String(form.values[field] ?? '').trim() !== '');
  // The CEP already answered (or the one a filled form opened with), so each is asked once.
  const done = useRef(complete ? digits : '');
  const request = useRef(0);
  const { setValues } = form;

  useEffect(() => {
    if (digits.length !== 8) {
      done.current = '';
      request.current += 1;
      setState('idle');
      return;
    }
    if (digits === done.current) return;
    done.current = digits;
    rememberCep(digits);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    const id = ++request.current;
    setState('loading');
    askRef.current(digits).then(
      (answer) => {
        if (request.current !== id) return;
        setState(answer.status === 'not_found' ? 'not_found' : 'idle');
        if (answer.status !== 'found') return;
        const found = answer.address;
        setValues((values) => {
          const next = { ...values };
          for (const field of FILLED)
            if (String(values[field] ?? '').trim() === '' && found[field])
              Object.assign(next, { [field]: found[field] });
          return next;
        });
      },
      (error: unknown) => {
        if (request.current !== id) return;
        // No answer at all (offline, the connection dropped) is not the CEP's fault: say nothing.
        setState(isOfflineError(error) || errorCode(error) === null ? 'idle' : 'not_found');
      },
    );
  }, [digits, setValues]);

  useEffect(
    () => () => {
      request.current += 1;
    },
    [],
  );
  return state;
}
