import { conditionLabel } from './format.ts';
import { LANGUAGE_NAMES } from './languages.ts';
import { SELLABLE_CONDITION_VALUES } from './schemas/books.ts';

// A seller's catalogue as a spreadsheet (docs/product/spreadsheets.md): the columns, the limits
// and the way values are written, which the server's reader and writer and the import page share.

/** The columns, in this order, named as the template names them (docs/product/spreadsheets.md#the-columns). */
export const SHEET_COLUMNS = [
  'isbn',
  'titulo',
  'autores',
  'editora',
  'ano',
  'idioma',
  'condicao',
  'preco',
  'descricao',
  'codigo',
] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/** docs/product/spreadsheets.md#limits */
export const SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const SHEET_MAX_ROWS = 10_000;
export const SHEET_TOO_LARGE = 'A planilha deve ter no máximo 5 MB.';
export const SHEET_TOO_MANY_ROWS = 'A planilha pode ter no máximo 10.000 linhas de livros.';

/** Between two authors in one cell: a comma would split 'Assis, Machado de'. */
export const AUTHOR_SEPARATOR = '; ';

/** The seller's code the export writes for a book that has none of its own (docs/product/spreadsheets.md#the-sellers-code). */
export const BOOK_ID_CODE_PREFIX = 'releia-';

/** Lower case without accents, for comparing what a person typed. */
export function looseText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function sheetLanguage(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

/** 'Português', 'portugues' or 'pt' → 'pt'; null when it is neither a known name nor a code. */
export function languageFromSheet(text: string): string | null {
  const loose = looseText(text);
  for (const [code, name] of Object.entries(LANGUAGE_NAMES)) if (looseText(name) === loose) return code;
  return /^[a-z]{2,3}$/.test(loose) ? loose : null;
}

/** 'Muito Bom', 'muito bom' or 'usado_otimo' → 'usado_otimo'; null for anything else. */
export function conditionFromSheet(text: string): (typeof SELLABLE_CONDITION_VALUES)[number] | null {
  const loose = looseText(text);
  for (const value of SELLABLE_CONDITION_VALUES)
    if (looseText(conditionLabel(value)) === loose || value === loose) return value;
  return null;
}

/** 'N de M livros' under the progress bar (docs/product/spreadsheets.md#listing). */
export function importProgressText(done: number, total: number): string {
  return `${done} de ${total} ${total === 1 ? 'livro' : 'livros'}`;
}
