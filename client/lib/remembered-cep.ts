import { formatCep, isValidCep } from '../../shared/cep.ts';
import { onlyDigits } from '../../shared/cpf.ts';

// The CEP typed once, kept on this device (docs/product/delivery.md#the-cep-typed-once): the
// shipping calculator of every book and the checkout's new address start from it. Storage may be
// off (private windows, a full quota): then nothing is remembered and nothing breaks.

const KEY = 'releia:cep';

/** The CEP last typed on this device, masked as 00000-000, or ''. */
export function rememberedCep(): string {
  try {
    const stored = localStorage.getItem(KEY) ?? '';
    return isValidCep(stored) ? formatCep(stored) : '';
  } catch {
    return '';
  }
}

/** Keeps a complete CEP; anything else is ignored. */
export function rememberCep(cep: string): void {
  if (!isValidCep(cep)) return;
  try {
    localStorage.setItem(KEY, onlyDigits(cep));
  } catch {
    // Storage refused: the next page simply starts empty.
  }
}
