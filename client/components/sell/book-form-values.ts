import { NO_LOCATION } from '../../../shared/book.ts';
import {
  type BookCreateInput,
  bookCreateInput,
  COVER_TYPES,
  parsePrice,
  SELLABLE_CONDITION_VALUES,
} from '../../../shared/schemas/books.ts';
import { languageName } from '../text.ts';

// The add-book and edit forms keep what the seller typed as text; the shared zod schema (the
// same the server runs) checks the converted values, so a message is worded once for both sides.

export type SellableCondition = (typeof SELLABLE_CONDITION_VALUES)[number];
export type CoverType = (typeof COVER_TYPES)[number];

export interface BookFormValues {
  title: string;
  authors: string[];
  publisher: string;
  isbn: string;
  condition: SellableCondition | '';
  price: string;
  description: string;
  categorySlug: string;
  year: string;
  /** A code of LANGUAGES, or OTHER_LANGUAGE with the code in `languageOther`. */
  language: string;
  languageOther: string;
  location: string;
  edition: string;
  pages: string;
  coverType: CoverType | '';
  photos: string[];
}

export type FieldName = Exclude<keyof BookFormValues, 'languageOther'> | `authors.${number}`;

/** Condition labels (docs/product/selling.md#conditions), in the order the form offers them. */
export const CONDITION_OPTIONS: ReadonlyArray<{ value: SellableCondition; label: string; hint: string }> = [
  { value: 'novo', label: 'Novo', hint: 'Nunca lido, sem marcas de uso.' },
  { value: 'usado_otimo', label: 'Muito Bom', hint: 'Pouquíssimas marcas de uso.' },
  { value: 'usado_bom', label: 'Bom', hint: 'Marcas normais de uso, sem danos.' },
  { value: 'usado_aceitavel', label: 'Regular', hint: 'Desgastado ou com anotações, mas completo.' },
];

export const COVER_OPTIONS: ReadonlyArray<{ value: CoverType; label: string }> = [
  { value: 'brochura', label: 'Brochura' },
  { value: 'capa_dura', label: 'Capa dura' },
  { value: 'espiral', label: 'Espiral' },
  { value: 'digital', label: 'Digital' },
];

/** The languages the form offers, named as the book page names them. */
export const LANGUAGES: ReadonlyArray<{ code: string; label: string }> = [
  'pt',
  'en',
  'es',
  'fr',
  'de',
  'it',
].map((code) => ({ code, label: languageName(code) }));
export const OTHER_LANGUAGE = 'outro';

export const DESCRIPTION_MAX = 5000;

export function emptyBookForm(location = ''): BookFormValues {
  return {
    title: '',
    authors: [''],
    publisher: '',
    isbn: '',
    condition: '',
    price: '',
    description: '',
    categorySlug: '',
    year: '',
    language: 'pt',
    languageOther: '',
    location,
    edition: '',
    pages: '',
    coverType: '',
    photos: [],
  };
}

/** Demo data also uses older condition values; the form offers the closest sellable one. */
export function sellableCondition(value: string): SellableCondition | '' {
  if ((SELLABLE_CONDITION_VALUES as readonly string[]).includes(value)) return value as SellableCondition;
  if (value === 'usado_como_novo' || value === 'Ótimo') return 'usado_otimo';
  if (value === 'usado_regular') return 'usado_aceitavel';
  return '';
}

/** 1234.5 → '1234,50', as a seller types it. */
export function priceText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** '12,5' → '12,50' when the seller leaves the field; anything unreadable stays as typed. */
export function tidyPrice(text: string): string {
  const n = parsePrice(text);
  return text.trim() && Number.isFinite(n) && n >= 0 ? n.toFixed(2).replace('.', ',') : text;
}

// An emptied optional field is sent as null, which clears it on an edit (and stores nothing on
// a new book).
const orNull = (text: string) => (text.trim() ? text : null);
const digits = (text: string) => (text.trim() ? Number(text) : null);

/** The form's text as the input of books.create (and of books.update's `changes`). */
export function toBookInput(v: BookFormValues): BookCreateInput {
  const language = v.language === OTHER_LANGUAGE ? v.languageOther.trim() : v.language;
  return {
    title: v.title,
    // The schema names a missing first author 'autor'; the list keeps every author typed.
    author: v.authors.find((a) => a.trim())?.trim() ?? '',
    authors: v.authors,
    publisher: orNull(v.publisher),
    isbn: orNull(v.isbn),
    condition: v.condition || undefined,
    price: v.price,
    description: orNull(v.description),
    categorySlug: v.categorySlug,
    year: digits(v.year),
    language: language || (v.language === OTHER_LANGUAGE ? '?' : 'pt'),
    location: v.location,
    edition: orNull(v.edition),
    pages: digits(v.pages),
    coverType: v.coverType || null,
    photos: v.photos,
  };
}

/** The form field a schema (or server) error path belongs to; '_' is the whole form. */
export function fieldOf(path: string): FieldName | '_' {
  if (path === 'author') return 'authors.0';
  if (path === 'changes') return '_';
  const bare = path.startsWith('changes.') ? path.slice('changes.'.length) : path;
  if (/^authors\.\d+$/.test(bare)) return bare as FieldName;
  if (bare.startsWith('photos')) return 'photos';
  return (bare || '_') as FieldName | '_';
}

export interface BookFormErrors {
  fields: Partial<Record<FieldName, string>>;
  /** 'Campos obrigatórios faltando: ...', when the schema has a form-wide message. */
  summary: string | null;
}

export function validateBookForm(v: BookFormValues): BookFormErrors & { input: BookCreateInput | null } {
  const input = toBookInput(v);
  const result = bookCreateInput.safeParse(input);
  const fields: BookFormErrors['fields'] = {};
  let summary: string | null = null;
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.join('.'));
      if (field === '_') summary ??= issue.message;
      else fields[field] ??= issue.message;
    }
    // The language code is checked as 'language'; a blank 'outro' gets its own wording.
    if (v.language === OTHER_LANGUAGE && !v.languageOther.trim())
      fields.language = 'Informe o código do idioma.';
  }
  return { fields, summary, input: result.success ? input : null };
}

/** What the edit page starts from: a book as books.byId answers it. */
export interface EditableBook {
  title: string;
  author: string;
  authors: string[];
  publisher: string | null;
  isbn: string | null;
  condition: string;
  priceCents: number;
  description: string | null;
  category: { slug: string } | null;
  year: number | null;
  language: string | null;
  city: string | null;
  edition: string | null;
  pages: number | null;
  coverType: string | null;
  photos: string[];
}

export function formValuesOf(book: EditableBook): BookFormValues {
  const language = book.language || 'pt';
  const known = LANGUAGES.some((l) => l.code === language);
  return {
    title: book.title,
    authors: book.authors.length > 0 ? book.authors : [book.author],
    publisher: book.publisher ?? '',
    isbn: book.isbn ?? '',
    condition: sellableCondition(book.condition),
    price: priceText(book.priceCents),
    description: book.description ?? '',
    categorySlug: book.category?.slug ?? '',
    year: book.year ? String(book.year) : '',
    language: known ? language : OTHER_LANGUAGE,
    languageOther: known ? '' : language,
    location: book.city && book.city !== NO_LOCATION ? book.city : '',
    edition: book.edition ?? '',
    pages: book.pages ? String(book.pages) : '',
    coverType: (COVER_TYPES as readonly string[]).includes(book.coverType ?? '')
      ? (book.coverType as CoverType)
      : '',
    photos: book.photos,
  };
}
