import type { Bool } from './columns.ts';

/**
 * A CEP providers' answer kept (server/cep/lookup.ts): found with its address, or not found
 * (address columns null). `provider` names who answered a found CEP.
 */
export interface CepLookupsTable {
  /** Eight digits. */
  cep: string;
  found: Bool;
  street: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  provider: string | null;
  looked_up_at: string;
}
