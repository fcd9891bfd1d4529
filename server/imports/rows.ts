import type { z } from 'zod';
import { conditionLabel, parsePrice } from '../../shared/format.ts';
import { isbn13FromTyped } from '../../shared/isbn.ts';
import { bookCreateInput, bookInputBase } from '../../shared/schemas/books.ts';
import {
  conditionFromSheet,
  languageFromSheet,
  SHEET_COLUMNS,
  type SheetColumn,
} from '../../shared/spreadsheets.ts';
import type { SheetRow } from './sheet-read.ts';

// One sheet row as the listing form's input, or the reason it is refused
// (docs/product/spreadsheets.md#refused-rows). The form's own schema (bookCreateInput) has the last
// word, so a sheet obeys every rule the form does.

export type BookInput = z.output<typeof bookCreateInput>;
export type RowValues = Partial<Record<SheetColumn, string>>;
/** `fill`: the ISBN-13 whose facts complete the row, null for a complete row. */
export type RowCheck = { ok: true; input: BookInput; fill: string | null } | { ok: false; reason: string };

/** What an export put before a cell a spreadsheet would run: dropped, so a round trip changes nothing. */
function restored(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** The row's cells, apostrophes of the export dropped. */
export function rowValues(row: SheetRow): RowValues {
  const values: RowValues = {};
  for (const column of SHEET_COLUMNS) {
    const cell = row[column];
    if (cell) values[column] = restored(cell);
  }
  return values;
}

/** Authors split on ';' (a comma belongs to 'Assis, Machado de'). */
export function splitAuthors(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[;|]/)
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
}

/** A stored book's authors (books.authors, a JSON list); an empty or unreadable list is the main author alone. */
export function storedAuthors(json: string, main: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    if (Array.isArray(list) && list.length > 0) return list.map(String);
  } catch {
    // Falls through to the main author.
  }
  return [main];
}

/**
 * The row as the listing form's input. A row with an ISBN but no title or no author is `fill`ed
 * from the ISBN's facts when it is listed (docs/product/spreadsheets.md#rows-with-only-an-isbn):
 * its empty cells are left out rather than cleared.
 */
export function checkRow(values: RowValues): RowCheck {
  const refuse = (reason: string): RowCheck => ({ ok: false, reason });
  const authors = splitAuthors(values.autores);
  const complete = Boolean(values.titulo) && authors.length > 0;
  if (!complete && !values.isbn)
    return refuse(values.titulo ? 'Falta o autor.' : 'Falta o título, e não há ISBN para completá-lo.');
  if (!values.condicao) return refuse('Falta a condição: Novo, Muito Bom, Bom ou Regular.');
  const condition = conditionFromSheet(values.condicao);
  if (!condition)
    return refuse(`Condição desconhecida: “${values.condicao}”. Use Novo, Muito Bom, Bom ou Regular.`);
  if (!values.preco) return refuse('Falta o preço.');
  if (!Number.isFinite(parsePrice(values.preco)))
    return refuse(`Preço inválido: “${values.preco}”. Escreva o preço como 12,50.`);
  const year = values.ano ? Number(values.ano) : null;
  if (year !== null && !Number.isInteger(year)) return refuse(`Ano inválido: “${values.ano}”.`);
  const language = values.idioma ? languageFromSheet(values.idioma) : 'pt';
  if (!language) return refuse(`Idioma desconhecido: “${values.idioma}”.`);
  // An empty cell clears its field on a complete row, and is left to the ISBN on a row to fill.
  const empty = complete ? null : undefined;
  const fields = {
    ...(values.titulo ? { title: values.titulo } : {}),
    ...(authors.length > 0 ? { author: authors[0], authors } : {}),
    publisher: values.editora ?? empty,
    isbn: values.isbn ?? null,
    condition,
    price: values.preco,
    description: values.descricao ?? empty,
    year: year ?? empty,
    language: values.idioma ? language : complete ? 'pt' : undefined,
  };
  const parsed = (complete ? bookCreateInput : bookInputBase).safeParse(fields);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Linha inválida.');
  if (complete) return { ok: true, input: parsed.data, fill: null };
  const isbn13 = parsed.data.isbn;
  if (!isbn13) return refuse('Falta o título, e não há ISBN para completá-lo.');
  return { ok: true, input: parsed.data, fill: isbn13 };
}

/** A stored book in the terms of BookInput, to tell an unchanged row from an update. */
export interface StoredBook {
  title: string;
  authors: string[];
  publisher: string | null;
  isbn: string | null;
  year: number | null;
  language: string;
  condition: string;
  priceCents: number;
  description: string | null;
}

/** Whether the book already is what the row says; a field the row leaves out (undefined) is not compared. */
export function sameBook(input: BookInput, book: StoredBook): boolean {
  const same = <T>(value: T | undefined, stored: T) => value === undefined || value === stored;
  const authors = input.authors;
  return (
    same(input.title, book.title) &&
    (authors === undefined ||
      (authors.length === book.authors.length && authors.every((a, i) => a.trim() === book.authors[i]))) &&
    same(input.publisher, book.publisher) &&
    // A book saved before the ISBN-13 rule may keep an ISBN-10: the same book either way.
    same(input.isbn, book.isbn && (isbn13FromTyped(book.isbn) ?? book.isbn)) &&
    same(input.year, book.year) &&
    same(input.language, book.language) &&
    // An older condition ('usado_como_novo') is the one its label names ('Muito Bom'), as the export wrote it.
    (input.condition === undefined || conditionLabel(input.condition) === conditionLabel(book.condition)) &&
    (input.price === undefined || Math.round(input.price * 100) === book.priceCents) &&
    same(input.description, book.description)
  );
}
