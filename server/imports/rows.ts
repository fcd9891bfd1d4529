import type { z } from 'zod';
import { parsePrice } from '../../shared/format.ts';
import { bookCreateInput } from '../../shared/schemas/books.ts';
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
export type RowCheck = { ok: true; input: BookInput } | { ok: false; reason: string };

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

export function checkRow(values: RowValues): RowCheck {
  const refuse = (reason: string): RowCheck => ({ ok: false, reason });
  if (!values.titulo)
    return refuse(
      values.isbn
        ? 'Falta o título. Livros só com o ISBN ainda não são completados pela planilha: escreva o título e o autor.'
        : 'Falta o título, e não há ISBN para completá-lo.',
    );
  const authors = splitAuthors(values.autores);
  if (authors.length === 0) return refuse('Falta o autor.');
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
  const parsed = bookCreateInput.safeParse({
    title: values.titulo,
    author: authors[0],
    authors,
    publisher: values.editora ?? null,
    isbn: values.isbn ?? null,
    condition,
    price: values.preco,
    description: values.descricao ?? null,
    year,
    language,
  });
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Linha inválida.');
  return { ok: true, input: parsed.data };
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

export function sameBook(input: BookInput, book: StoredBook): boolean {
  const authors = input.authors ?? [];
  return (
    input.title === book.title &&
    authors.length === book.authors.length &&
    authors.every((a, i) => a.trim() === book.authors[i]) &&
    (input.publisher ?? null) === book.publisher &&
    (input.isbn ?? null) === book.isbn &&
    (input.year ?? null) === book.year &&
    (input.language ?? 'pt') === book.language &&
    input.condition === book.condition &&
    Math.round((input.price ?? 0) * 100) === book.priceCents &&
    (input.description ?? null) === book.description
  );
}
