import { z } from 'zod';
import { parsePrice } from '../format.ts';
import { isbn13FromTyped } from '../isbn.ts';

/** A home section (carousel) shows at most 8 books: docs/product/home.md#sections. */
export const HOME_SECTION_LIMIT = 8;
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

export const SELLABLE_CONDITION_VALUES = ['novo', 'usado_otimo', 'usado_bom', 'usado_aceitavel'] as const;
export const COVER_TYPES = ['brochura', 'capa_dura', 'espiral', 'digital'] as const;
export const MAX_BOOK_PHOTOS = 8;
export const MAX_PRICE = 100_000;
/** docs/product/listing.md#the-isbn */
export const ISBN_INVALID = 'ISBN inválido: confira os 10 ou 13 dígitos.';

/** Field names as the 'Campos obrigatórios faltando: ' message lists them (docs/product/selling.md#add-book-form). */
const REQUIRED_LABELS = { title: 'título', author: 'autor', price: 'preço', condition: 'condição' } as const;

/**
 * An optional text field. Left out (undefined) means "no change" on an edit; sent empty or null
 * means "clear it", so a seller can remove a publisher or a description they no longer want.
 */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres.`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

export { parsePrice };

/** Photo paths handed out by the upload endpoint; nothing else may be stored as a photo. */
export const photoPath = z.string().regex(/^\/images\/(books|covers)\/[a-z0-9-]+\.webp$/, 'Foto inválida.');

/**
 * The add-book form (docs/product/selling.md#add-book-form). Title, author, price and condition are checked together so
 * the message names every missing field at once.
 */
export const bookInputBase = z.object({
  title: z.string().trim().max(200, 'O título deve ter no máximo 200 caracteres.').optional(),
  author: z.string().trim().max(120, 'O autor deve ter no máximo 120 caracteres.').optional(),
  authors: z
    .array(z.string().max(120, 'Cada autor deve ter no máximo 120 caracteres.'))
    .max(10, 'No máximo 10 autores.')
    .optional(),
  publisher: optionalText(120, 'A editora'),
  // Kept as the ISBN-13 digits whichever form was typed (docs/product/listing.md#the-isbn).
  isbn: z
    .string()
    .max(40, ISBN_INVALID)
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (!v?.trim()) return null;
      const isbn13 = isbn13FromTyped(v);
      if (isbn13) return isbn13;
      ctx.addIssue({ code: 'custom', message: ISBN_INVALID, path: [] });
      return z.NEVER;
    }),
  condition: z.enum(SELLABLE_CONDITION_VALUES, 'Condição inválida.').optional(),
  // Accepts what a form sends ('12,50', '12.50', 12.5) and becomes a number (docs/product/selling.md#add-book-form).
  price: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = typeof v === 'number' ? v : parsePrice(v);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: 'Preço inválido.', path: [] });
        return z.NEVER;
      }
      return n;
    })
    .refine((v) => v === undefined || v >= 0, 'O preço não pode ser negativo.')
    .refine(
      (v) => v === undefined || v <= MAX_PRICE,
      `O preço máximo é R$ ${MAX_PRICE.toLocaleString('pt-BR')},00.`,
    ),
  description: optionalText(5000, 'A descrição'),
  categorySlug: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9-]*$/, 'Categoria inválida.')
    .optional(),
  genre: optionalText(80, 'O gênero'),
  year: z
    .number()
    .int('Ano inválido.')
    .min(1450, 'Ano inválido.')
    .max(new Date().getFullYear() + 1, 'Ano inválido.')
    .nullish(),
  language: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}$/, 'Idioma inválido.')
    .optional(),
  location: optionalText(120, 'A localização'),
  edition: optionalText(60, 'A edição'),
  pages: z
    .number()
    .int('Número de páginas inválido.')
    .min(1, 'Número de páginas inválido.')
    .max(20000, 'Número de páginas inválido.')
    .nullish(),
  coverType: z.enum(COVER_TYPES, 'Tipo de capa inválido.').nullish(),
  photos: z.array(photoPath).max(MAX_BOOK_PHOTOS, `No máximo ${MAX_BOOK_PHOTOS} fotos.`).optional(),
});

type BookFields = z.output<typeof bookInputBase>;
const REQUIRED_KEYS = Object.keys(REQUIRED_LABELS) as Array<keyof typeof REQUIRED_LABELS>;

function reportMissing(ctx: z.RefinementCtx, missing: Array<keyof typeof REQUIRED_LABELS>) {
  if (missing.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `Campos obrigatórios faltando: ${missing.map((k) => REQUIRED_LABELS[k]).join(', ')}`,
      path: [],
    });
    for (const key of missing) ctx.addIssue({ code: 'custom', message: 'Campo obrigatório.', path: [key] });
  }
}

const isBlank = (value: BookFields[keyof typeof REQUIRED_LABELS]) =>
  value === undefined || (typeof value === 'string' && value.length === 0);

export const bookCreateInput = bookInputBase.superRefine((book, ctx) => {
  reportMissing(
    ctx,
    REQUIRED_KEYS.filter((key) => isBlank(book[key])),
  );
});
export type BookCreateInput = z.input<typeof bookCreateInput>;

/** An edit may leave fields out, but may not blank a required one. */
export const bookUpdateInput = z.object({
  id: z.uuid('Livro inválido.'),
  changes: bookInputBase.superRefine((book, ctx) => {
    reportMissing(
      ctx,
      REQUIRED_KEYS.filter((key) => key in book && typeof book[key] === 'string' && book[key] === ''),
    );
  }),
});
