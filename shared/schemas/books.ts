import { z } from 'zod';

export const HOME_SECTION_LIMIT = 12;
export const DEFAULT_LIST_LIMIT = 50;

export const bookListInput = z.object({
  limit: z
    .number()
    .int()
    .min(1, 'O limite deve ser ao menos 1.')
    .max(100, 'O limite máximo é 100.')
    .default(DEFAULT_LIST_LIMIT),
  cursor: z.string().max(200, 'Cursor inválido.').nullish(),
});

export const sectionInput = z.object({
  slug: z
    .string()
    .min(1, 'Informe a seção.')
    .max(80, 'Seção inválida.')
    .regex(/^[a-z0-9-]+$/, 'Seção inválida.'),
  limit: z.number().int().min(1).max(HOME_SECTION_LIMIT).default(HOME_SECTION_LIMIT),
});
