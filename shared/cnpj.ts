import { onlyDigits } from './cpf.ts';

// CNPJ (Cadastro Nacional da Pessoa Jurídica): 14 digits, the last two being check digits computed
// with weights 5..2,9..2 and 6..2,9..2 (mod 11). A Pix key may be a CNPJ
// (docs/product/pix.md#pix-key); beside cpf.ts so both numbers are checked in one place.

/** True for a CNPJ with valid check digits; punctuation is ignored. */
export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14) return false;
  // 00.000.000/0000-00, 11.111.111/1111-11, ... pass the arithmetic but are never issued.
  if (/^(\d)\1{13}$/.test(digits)) return false;
  const nums = [...digits].map(Number);
  return cnpjCheckDigit(nums, 12) === nums[12] && cnpjCheckDigit(nums, 13) === nums[13];
}

/** The check digit that follows the first `length` (12 or 13) digits of `nums`. */
export function cnpjCheckDigit(nums: readonly number[], length: number): number {
  let sum = 0;
  // Weights run from length−7 (5 or 6) down to 2, then restart at 9 down to 2.
  for (let i = 0; i < length; i++) {
    const weight = ((length - 1 - i) % 8) + 2;
    sum += (nums[i] ?? 0) * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
