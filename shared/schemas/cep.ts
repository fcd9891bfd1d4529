import { z } from 'zod';
import { CEP_MESSAGE, isValidCep } from '../cep.ts';
import { onlyDigits } from '../cpf.ts';

// A CEP to fill an address from (docs/product/delivery.md#a-cep-fills-the-address): 00000-000 or
// eight digits, answered as the eight digits.

export const cepLookupInput = z.object({
  cep: z.string({ error: CEP_MESSAGE }).trim().refine(isValidCep, CEP_MESSAGE).transform(onlyDigits),
});

/** The address a CEP gives; street and neighbourhood are '' for a CEP that covers a whole town. */
export interface CepAddress {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
}

/**
 * The answer to a lookup: `not_found` also stands for providers that failed or took too long, so
 * the form is filled by hand alike; `off` when the install asks no provider (CEP_PROVIDERS=off).
 */
export type CepAnswer =
  | { status: 'found'; address: CepAddress }
  | { status: 'not_found' }
  | { status: 'off' };
