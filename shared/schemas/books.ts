import { z } from 'zod';

export const HOME_SECTION_LIMIT = 12;
export const DEFAULT_LIST_LIMIT = 50;
export const BROWSE_PAGE_SIZE = 24;
export const RELATED_LIMIT = 6;

const limit = (fallback: number) =>
  z
    .number()
    .int('O limite deve ser um número inteiro.')
    .min(1, 'O limite deve ser ao menos 1.')
    .max(100, 'O limite máximo é 100.')
    .default(fallback);
const cursor = z.string().max(200, 'Cursor inválido.').nullish();
const slug = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Informe ${what}.`)
    .max(200, `${what[0]?.toUpperCase()}${what.slice(1)} inválido(a).`)
    .regex(/^[a-z0-9-]+$/, 'Endereço inválido.');

export const bookListInput = z.object({ limit: limit(DEFAULT_LIST_LIMIT), cursor });

export const sectionInput = z.object({
  slug: z
    .string()
    .min(1, 'Informe a seção.')
    .max(80, 'Seção inválida.')
    .regex(/^[a-z0-9-]+$/, 'Seção inválida.'),
  limit: z.number().int().min(1).max(HOME_SECTION_LIMIT).default(HOME_SECTION_LIMIT),
});

export const bookIdInput = z.object({ id: z.uuid('Livro inválido.') });

export const bookSlugInput = z.object({
  slug: z.string().trim().min(1, 'Livro inválido.').max(300, 'Livro inválido.'),
});

export const browseSorts = ['newest', 'oldest', 'price-low', 'price-high', 'title'] as const;

export const browseInput = z.object({
  slug: slug('o endereço'),
  sort: z.enum(browseSorts, 'Ordenação inválida.').optional(),
  limit: limit(BROWSE_PAGE_SIZE),
  cursor,
});

export const languageInput = z.object({
  language: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}$/, 'Idioma inválido.'),
  sort: z.enum(browseSorts, 'Ordenação inválida.').optional(),
  limit: limit(BROWSE_PAGE_SIZE),
  cursor,
});

export const pageInput = z.object({ limit: limit(BROWSE_PAGE_SIZE), cursor });
