import { z } from 'zod';
import { isValidCnpj } from '../cnpj.ts';
import { isValidCpf, onlyDigits } from '../cpf.ts';
import { PIX_CITY_MAX, PIX_NAME_MAX, pixText } from './br-code.ts';

// The seller's Pix key, its type, and the name and city that go into the code
// (docs/product/pix.md#pix-key). Each type has its own rule and its own message; the key is kept in
// the one spelling the Pix directory knows, so the code built from it reaches the seller's account.

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'celular', 'aleatoria'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  celular: 'Celular',
  aleatoria: 'Chave aleatória',
};

export const PIX_KEY_MESSAGES: Record<PixKeyType, string> = {
  cpf: 'CPF inválido',
  cnpj: 'CNPJ inválido',
  email: 'E-mail inválido',
  celular: 'Celular inválido: use DDD e número',
  aleatoria: 'Chave aleatória inválida',
};

/** The Pix directory accepts e-mail keys of at most 77 characters. */
const EMAIL_KEY_MAX = 77;
const emailFormat = z.email();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= EMAIL_KEY_MAX && emailFormat.safeParse(email).success ? email : null;
}

/**
 * '+55' + DDD + mobile number from what people type: '(11) 98765-4321', '11987654321',
 * '+55 11 98765-4321'. A DDD has no zero; a mobile number has nine digits and starts with 9.
 */
function normalizeCelular(raw: string): string | null {
  const typed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(typed)) return null;
  let digits = onlyDigits(typed);
  if (typed.startsWith('+') || digits.length === 13) {
    if (!digits.startsWith('55')) return null;
    digits = digits.slice(2);
  }
  return /^[1-9]{2}9\d{8}$/.test(digits) ? `+55${digits}` : null;
}

/** The key as it goes into the code, or null when it is not a valid key of that type. */
export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  switch (type) {
    case 'cpf':
      return /^[\d\s.-]+$/.test(raw.trim()) && isValidCpf(raw) ? onlyDigits(raw) : null;
    case 'cnpj':
      return /^[\d\s./-]+$/.test(raw.trim()) && isValidCnpj(raw) ? onlyDigits(raw) : null;
    case 'email':
      return normalizeEmail(raw);
    case 'celular':
      return normalizeCelular(raw);
    case 'aleatoria': {
      const key = raw.trim().toLowerCase();
      return UUID.test(key) ? key : null;
    }
  }
}

const pixKeyFields = {
  type: z.enum(PIX_KEY_TYPES, 'Escolha o tipo de chave Pix.'),
  key: z.string({ error: 'Informe a chave Pix.' }).max(200, 'Chave Pix longa demais.'),
};

/** The values with their key normalised, or the type's message under the key field. */
function withNormalizedKey<T extends { type: PixKeyType; key: string }>(value: T, ctx: z.RefinementCtx) {
  const key = normalizePixKey(value.type, value.key);
  if (key === null) {
    ctx.addIssue({ code: 'custom', path: ['key'], message: PIX_KEY_MESSAGES[value.type] });
    return z.NEVER;
  }
  return { ...value, key };
}

/** Key type and key as the seller types them; the output holds the normalised key. */
export const pixKeyInput = z.object(pixKeyFields).transform(withNormalizedKey);
export type PixKeyInput = z.input<typeof pixKeyInput>;

/** A text the code carries (name, city): 1 to `max` characters once written as the format asks. */
const pixTextSchema = (max: number, empty: string, long: string) =>
  z
    .string({ error: empty })
    .trim()
    .superRefine((value, ctx) => {
      const written = pixText(value, Number.POSITIVE_INFINITY);
      if (written.length === 0) ctx.addIssue({ code: 'custom', message: empty });
      else if (written.length > max) ctx.addIssue({ code: 'custom', message: long });
    });

export const pixNameSchema = pixTextSchema(
  PIX_NAME_MAX,
  'Informe o nome do recebedor.',
  `O nome do recebedor pode ter no máximo ${PIX_NAME_MAX} caracteres.`,
);

export const pixCitySchema = pixTextSchema(
  PIX_CITY_MAX,
  'Informe a cidade do recebedor.',
  `A cidade do recebedor pode ter no máximo ${PIX_CITY_MAX} caracteres.`,
);

/** The store settings' Pix section: key type, key, and the name and city written into the code. */
export const storePixInput = z
  .object({ ...pixKeyFields, name: pixNameSchema, city: pixCitySchema })
  .transform(withNormalizedKey);
export type StorePixInput = z.input<typeof storePixInput>;
