import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/node';
import type { Executor } from '../../db/client.ts';
import { conditionLabel } from '../../shared/format.ts';
import {
  AUTHOR_SEPARATOR,
  SHEET_COLUMNS,
  type SheetColumn,
  sheetLanguage,
} from '../../shared/spreadsheets.ts';
import { storedAuthors } from './rows.ts';
import { exportCode, sellerSheetBooks } from './seller-books.ts';

// 'Exportar meus livros' and the template (docs/product/spreadsheets.md#exporting): the seller's
// books in the sheet's columns, values as a person writes them, as CSV or XLSX.

export type SheetFormat = 'csv' | 'xlsx';
type Values = Record<SheetColumn, string>;

/**
 * A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP, CSV injection):
 * shown as text, and dropped again by an import (server/imports/rows.ts).
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A price in cents as a seller types it: 1250 → '12,50'. */
export function sheetPrice(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** The seller's books, oldest first (a sheet reads like a shop's ledger), removed ones left out. */
export async function sheetOfBooks(db: Executor, userId: string): Promise<Values[]> {
  const books = await sellerSheetBooks(db, userId).orderBy('created_at').orderBy('id').execute();
  return books.map((book) => ({
    isbn: book.isbn ?? '',
    titulo: book.title,
    autores: storedAuthors(book.authors, book.author).join(AUTHOR_SEPARATOR),
    editora: book.publisher ?? '',
    ano: book.year === null ? '' : String(book.year),
    idioma: sheetLanguage(book.language),
    condicao: conditionLabel(book.condition),
    preco: sheetPrice(book.priceCents),
    descricao: book.description ?? '',
    codigo: exportCode(book),
  }));
}

/** The file of `rows` (none for the template): a CSV in UTF-8 with a BOM and ';', as Excel in Brazil opens it. */
export async function sheetFile(rows: Values[], format: SheetFormat): Promise<Buffer> {
  const grid = rows.map((row) => SHEET_COLUMNS.map((column) => neutralise(row[column])));
  if (format === 'csv') {
    const text = Papa.unparse(
      { fields: [...SHEET_COLUMNS], data: grid },
      { delimiter: ';', newline: '\r\n' },
    );
    return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
  }
  const header = SHEET_COLUMNS.map((column) => ({ value: column, fontWeight: 'bold' as const }));
  // Every cell is text: an ISBN stays 13 digits, a price keeps its comma, nothing is a formula.
  const body = grid.map((cells) => cells.map((value) => (value ? { value, type: String } : null)));
  return writeXlsxFile([header, ...body]).toBuffer();
}
