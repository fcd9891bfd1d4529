import { z } from 'zod';
import { CEP_MESSAGE, isValidCep, UF_CODES } from '../cep.ts';
import { isValidCpf, onlyDigits } from '../cpf.ts';
import { firstNameSchema, lastNameSchema } from './accounts.ts';

// Seller verification (docs/product/accounts.md#seller-verification): identity and address inputs.

export const MIN_SELLER_AGE = 18;

/** Whole years between an ISO date (YYYY-MM-DD) and `now`. */
export function ageOn(birthDate: string, now = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  if (!y || !m || !d) return Number.NaN;
  let age = now.getFullYear() - y;
  const beforeBirthday = now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
}

export const birthDateSchema = z
  .string({ error: 'Informe sua data de nascimento.' })
  .trim()
  .min(1, 'Informe sua data de nascimento.')
  .refine(isRealDate, 'Data de nascimento inválida.')
  .refine((v) => ageOn(v) <= 120, 'Data de nascimento inválida.')
  .refine((v) => ageOn(v) >= MIN_SELLER_AGE, `Para vender é preciso ter ${MIN_SELLER_AGE} anos ou mais.`);

export const cpfSchema = z
  .string({ error: 'Informe seu CPF.' })
  .trim()
  .min(1, 'Informe seu CPF.')
  .refine((v) => /^[\d.\-\s]*$/.test(v), 'O CPF deve conter apenas números.')
  .refine((v) => onlyDigits(v).length === 11, 'O CPF deve ter 11 dígitos.')
  .refine(isValidCpf, 'CPF inválido: confira os dígitos.')
  .transform(onlyDigits);

export const identityInput = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  cpf: cpfSchema,
  birthDate: birthDateSchema,
});
export type IdentityInput = z.input<typeof identityInput>;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use no máximo ${max} caracteres.`);

export const addressInput = z.object({
  cep: z.string({ error: CEP_MESSAGE }).trim().refine(isValidCep, CEP_MESSAGE).transform(onlyDigits),
  street: required('Informe a rua.', 120),
  number: required('Informe o número.', 20),
  complement: z
    .string()
    .trim()
    .max(80, 'Use no máximo 80 caracteres.')
    .transform((v) => v || null)
    .nullish(),
  neighborhood: required('Informe o bairro.', 80),
  city: required('Informe a cidade.', 80),
  state: z.enum(UF_CODES, { error: 'Selecione o estado.' }),
});
export type AddressInput = z.input<typeof addressInput>;

export const verifyEmailInput = z.object({
  token: z.string().min(1, 'Link de verificação inválido.').max(2000, 'Link de verificação inválido.'),
});

export type NextRequiredStep = 'email' | 'personal' | 'address' | 'none';
