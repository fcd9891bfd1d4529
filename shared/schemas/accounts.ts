import { z } from 'zod';
import { foldText } from '../accents.ts';

// Inputs of the accounts router. The same schemas validate the forms as the user types and the
// server on every call, so a message seen beside a field is the one the server would send.

export const emailSchema = z
  .string({ error: 'Informe seu email.' })
  .trim()
  .min(1, 'Informe seu email.')
  .max(254, 'Email longo demais.')
  .pipe(z.email('Informe um email válido.'))
  .transform((v) => v.toLowerCase());

/** The rules a new password must meet, listed under the field and ticked off as the user types. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'Pelo menos 8 caracteres', test: (p: string) => p.length >= 8 },
  { id: 'letter', label: 'Pelo menos uma letra', test: (p: string) => /\p{L}/u.test(p) },
  { id: 'digit', label: 'Pelo menos um número', test: (p: string) => /\d/.test(p) },
] as const;

export const PASSWORD_MAX = 128;

export function passwordRuleResults(password: string) {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, ok: rule.test(password) }));
}

export const newPasswordSchema = z
  .string({ error: 'Crie uma senha.' })
  .min(1, 'Crie uma senha.')
  .max(PASSWORD_MAX, `A senha pode ter no máximo ${PASSWORD_MAX} caracteres.`)
  .superRefine((value, ctx) => {
    const failed = PASSWORD_RULES.find((rule) => !rule.test(value));
    if (failed)
      ctx.addIssue({ code: 'custom', message: `A senha precisa ter: ${failed.label.toLowerCase()}.` });
  });

export const loginInput = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Informe sua senha.' })
    .min(1, 'Informe sua senha.')
    .max(PASSWORD_MAX, 'Email ou senha incorretos.'),
});
export type LoginInput = z.input<typeof loginInput>;

const personName = (label: 'nome' | 'sobrenome') =>
  z
    .string({ error: `Informe seu ${label}.` })
    .trim()
    .min(1, `Informe seu ${label}.`)
    .max(60, `O ${label} pode ter no máximo 60 caracteres.`);

export const firstNameSchema = personName('nome');
export const lastNameSchema = personName('sobrenome');

export const TERMS_MESSAGE = 'Você deve aceitar os termos de uso para continuar.';
export const NAMES_MESSAGE = 'Por favor, preencha nome e sobrenome.';

export const registerInput = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  newsletter: z.boolean().default(false),
  acceptTerms: z.literal(true, { error: TERMS_MESSAGE }),
});
export type RegisterInput = z.input<typeof registerInput>;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

export const usernameSchema = z
  .string({ error: 'Escolha um nome de usuário.' })
  .trim()
  .min(USERNAME_MIN, `O nome de usuário precisa ter ao menos ${USERNAME_MIN} caracteres.`)
  .max(USERNAME_MAX, `O nome de usuário pode ter no máximo ${USERNAME_MAX} caracteres.`)
  .regex(/^[a-z0-9-]+$/, 'Use apenas letras minúsculas, números e hífens.')
  .regex(/^[a-z0-9]/, 'O nome de usuário deve começar com uma letra ou número.')
  .regex(/[a-z0-9]$/, 'O nome de usuário não pode terminar com hífen.')
  .refine((v) => !v.includes('--'), 'Não use dois hífens seguidos.');

export const completeProfileInput = z.object({
  username: usernameSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});
export type CompleteProfileInput = z.input<typeof completeProfileInput>;

export const usernameAvailableInput = z.object({ username: z.string().max(60) });

export { safeRedirect } from '../redirect.ts';

/** A username suggestion from a name: 'Ana Célia' → 'ana-celia'. */
export function suggestUsername(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, USERNAME_MAX)
    .replace(/-+$/g, '');
}
