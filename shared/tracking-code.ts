// Correios tracking codes (docs/product/pix.md#tracking-code): the UPU S10 format, two letters,
// eight digits, a check digit and two letters ('AA123456785BR'). Checking the digit catches a
// mistyped code before the buyer is sent to a tracking page that shows nothing.

export const TRACKING_CODE_MESSAGE = 'Código de rastreio inválido';

const S10 = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/;
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/** Trimmed, uppercase, without spaces: ' aa 123 456 785 br ' → 'AA123456785BR'. */
export function normalizeTrackingCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The S10 check digit of eight serial digits: 11 − (weighted sum mod 11), 10 → 0, 11 → 5. */
export function s10CheckDigit(serial: string): number {
  let sum = 0;
  S10_WEIGHTS.forEach((weight, i) => {
    sum += weight * Number(serial[i] ?? 0);
  });
  const rest = sum % 11;
  if (rest === 0) return 5;
  if (rest === 1) return 0;
  return 11 - rest;
}

/** True for a code in the S10 format whose check digit matches (spaces and case ignored). */
export function isValidTrackingCode(raw: string): boolean {
  const match = S10.exec(normalizeTrackingCode(raw));
  if (!match?.[1] || !match[2]) return false;
  return s10CheckDigit(match[1]) === Number(match[2]);
}

/** The Correios public tracking page for a code; a link for people, never fetched by the server. */
export function correiosTrackingUrl(code: string): string {
  const objeto = encodeURIComponent(normalizeTrackingCode(code));
  return `https://rastreamento.correios.com.br/app/index.php?objeto=${objeto}`;
}
