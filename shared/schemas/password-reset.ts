import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './accounts.ts';

// Password recovery (docs/product/accounts.md#password-recovery): the request by e-mail and the
// new password typed twice, under the same rules as at registration.

/** The one answer to a request, whether or not the address has an account. */
export const RESET_REQUESTED =
  'Se houver uma conta com este email, enviamos um link para criar uma nova senha.';

/** A link that no longer works, however it stopped: expired, used, replaced or never issued. */
export const RESET_LINK_DEAD = 'Este link expirou ou já foi usado. Peça um novo.';

export const PASSWORDS_DIFFER = 'As senhas não são iguais. Digite a mesma senha nos dois campos.';

/** The link's token: 32 random bytes in base64url (43 characters). */
export const resetTokenSchema = z
  .string({ error: RESET_LINK_DEAD })
  .regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_DEAD);

export const requestPasswordResetInput = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetInput>;

export const passwordResetLinkInput = z.object({ token: z.string().max(200) });

export const resetPasswordInput = z
  .object({
    token: resetTokenSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'Repita a nova senha.' }).min(1, 'Repita a nova senha.').max(200),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;
