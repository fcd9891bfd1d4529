// CPF (Cadastro de Pessoas Físicas): 11 digits, the last two being check digits computed with
// weights 10..2 and 11..2 (mod 11). Shared so the form and the server agree on every number.

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** True for a CPF with valid check digits; punctuation is ignored. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11) return false;
  // 000.000.000-00, 111.111.111-11, ... pass the arithmetic but are never issued.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  const nums = [...digits].map(Number);
  return cpfCheckDigit(nums, 9) === nums[9] && cpfCheckDigit(nums, 10) === nums[10];
}

/** The check digit that follows the first `length` (9 or 10) digits of `nums`. */
export function cpfCheckDigit(nums: readonly number[], length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += (nums[i] ?? 0) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Progressive mask for typing: '12345678909' → '123.456.789-09'. */
export function formatCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Shown on screen without the middle digits, e.g. '***.456.789-**'. */
export function maskCpf(digits: string): string {
  const d = onlyDigits(digits);
  if (d.length !== 11) return '';
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}
