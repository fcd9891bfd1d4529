import { z } from 'zod';
import { firstNameSchema, lastNameSchema, usernameSchema } from './accounts.ts';

// Meu Perfil (/dashboard): the profile and store forms.

/** Illustrations a user may pick as avatar; each is /avatars/{id}.svg in the client's public files. */
export const AVATARS = [
  { id: 'coruja', label: 'Coruja' },
  { id: 'raposa', label: 'Raposa' },
  { id: 'gato', label: 'Gato' },
  { id: 'urso', label: 'Urso' },
  { id: 'coelho', label: 'Coelho' },
  { id: 'pinguim', label: 'Pinguim' },
  { id: 'sapo', label: 'Sapo' },
  { id: 'panda', label: 'Panda' },
] as const;
export type AvatarId = (typeof AVATARS)[number]['id'];
const AVATAR_IDS = AVATARS.map((a) => a.id) as [AvatarId, ...AvatarId[]];

export function illustrationUrl(id: string): string {
  return `/avatars/${id}.svg`;
}

export const GENDERS = [
  { id: 'feminino', label: 'Feminino' },
  { id: 'masculino', label: 'Masculino' },
  { id: 'nao_binario', label: 'Não binário' },
  { id: 'outro', label: 'Outro' },
  { id: 'prefiro_nao_dizer', label: 'Prefiro não dizer' },
] as const;
const GENDER_IDS = GENDERS.map((g) => g.id) as [string, ...string[]];

/** Only images this server stored after re-encoding can be used as photos. */
export const AVATAR_PHOTO_PATTERN = /^\/images\/avatars\/[0-9a-f]{64}\.webp$/;
export const STORE_PHOTO_PATTERN = /^\/images\/stores\/[0-9a-f]{64}\.webp$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null);

export const updateProfileInput = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    username: usernameSchema,
    photoUrl: z.string().regex(AVATAR_PHOTO_PATTERN, 'Envie a foto novamente.').nullish(),
    avatarType: z.enum(['initials', 'photo', 'illustration'], { error: 'Escolha o tipo de avatar.' }),
    selectedAvatar: z.enum(AVATAR_IDS, { error: 'Escolha uma ilustração.' }).nullish(),
    gender: z
      .enum(GENDER_IDS, { error: 'Escolha uma opção de gênero.' })
      .nullish()
      .transform((v) => v ?? null),
    bio: optionalText(500),
    location: optionalText(100),
  })
  .superRefine((v, ctx) => {
    if (v.avatarType === 'photo' && !v.photoUrl)
      ctx.addIssue({
        code: 'custom',
        path: ['photoUrl'],
        message: 'Envie uma foto para usá-la como avatar.',
      });
    if (v.avatarType === 'illustration' && !v.selectedAvatar)
      ctx.addIssue({ code: 'custom', path: ['selectedAvatar'], message: 'Escolha uma ilustração.' });
  });
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const updateStoreInput = z.object({
  storeName: z
    .string({ error: 'Informe o nome da livraria.' })
    .trim()
    .min(1, 'Informe o nome da livraria.')
    .max(80, 'Use no máximo 80 caracteres.'),
  description: optionalText(1000),
  location: optionalText(100),
  bio: optionalText(500),
  photoUrl: z
    .string()
    .regex(STORE_PHOTO_PATTERN, 'Envie a foto novamente.')
    .nullish()
    .transform((v) => v ?? null),
  isActive: z.boolean(),
});
export type UpdateStoreInput = z.input<typeof updateStoreInput>;

/** Photo uploads (POST /uploads/{kind}): what the server accepts, checked by content. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_DIMENSION = 4000;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
