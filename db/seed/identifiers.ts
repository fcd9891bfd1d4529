import { cpfCheckDigit } from '../../shared/cpf.ts';
import { isbn13CheckDigit } from '../../shared/isbn.ts';
import { s10CheckDigit } from '../../shared/tracking-code.ts';
import type { Rng } from './random.ts';

/** An 11-digit CPF with valid check digits (weights 10..2 and 11..2, mod 11). */
export function fakeCpf(rng: Rng): string {
  let base = rng.digits(9);
  // Numbers made of one repeated digit pass the arithmetic but are never issued.
  while (/^(\d)\1{8}$/.test(base)) base = rng.digits(9);
  const nums = [...base].map(Number);
  nums.push(cpfCheckDigit(nums, 9));
  nums.push(cpfCheckDigit(nums, 10));
  return nums.join('');
}

/** A Brazilian ISBN-13 (prefix 978-85), stored without hyphens. */
export function fakeIsbn(rng: Rng): string {
  const first12 = `97885${rng.digits(7)}`;
  return first12 + isbn13CheckDigit(first12);
}

export function fakeCep(rng: Rng, range: readonly [number, number]): string {
  return String(rng.int(range[0], range[1])).padStart(5, '0') + rng.digits(3);
}

/**
 * A Correios tracking code that passes the S10 check (docs/product/pix.md#tracking-code): two
 * letters, eight digits, their check digit, 'BR'.
 */
export function fakeTrackingCode(rng: Rng): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const prefix = `${rng.pick([...letters])}${rng.pick([...letters])}`;
  // Nine digits drawn as before the check, so every later draw, and the demo data, stays the same.
  const serial = rng.digits(9).slice(0, 8);
  return `${prefix}${serial}${s10CheckDigit(serial)}BR`;
}
