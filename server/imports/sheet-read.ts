import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import {
  SHEET_COLUMNS,
  SHEET_MAX_BYTES,
  SHEET_MAX_ROWS,
  SHEET_TOO_LARGE,
  SHEET_TOO_MANY_ROWS,
  type SheetColumn,
} from '../../shared/spreadsheets.ts';
import { RuleError } from '../errors.ts';

// A sheet's bytes as rows of text by column (docs/decisions/044-spreadsheets.md): CSV in UTF-8 or
// Windows-1252 with any common separator, or XLSX; the header names the columns in any order.

/** An XLSX unpacks to at most this much: a few kilobytes of zip must not become gigabytes. */
const XLSX_MAX_UNPACKED = 50 * 1024 * 1024;

export type SheetRow = Partial<Record<SheetColumn, string>> & { line: number };

const NOT_A_SHEET = 'Não conseguimos ler a planilha. Envie um arquivo CSV ou XLSX.';
export const XLSX_TOO_LARGE = 'A planilha é grande demais para ser lida. Divida-a em arquivos menores.';

/** The sheet's non-empty rows below its header, each with its line number. */
export async function readSheetRows(bytes: Buffer): Promise<SheetRow[]> {
  if (bytes.length > SHEET_MAX_BYTES) throw new RuleError('PAYLOAD_TOO_LARGE', SHEET_TOO_LARGE);
  const grid = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  const [header, ...body] = grid;
  const columns = headerColumns(header ?? []);
  const rows: SheetRow[] = [];
  body.forEach((cells, index) => {
    const row: SheetRow = { line: index + 2 };
    let filled = false;
    columns.forEach((column, i) => {
      const value = column ? cellText(cells[i]) : '';
      if (column && value) {
        row[column] = value;
        filled = true;
      }
    });
    if (filled) rows.push(row);
  });
  if (rows.length > SHEET_MAX_ROWS) throw new RuleError('BAD_REQUEST', SHEET_TOO_MANY_ROWS);
  return rows;
}

function isZip(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Which column each header cell names; an unknown header is ignored, a sheet naming none is refused. */
function headerColumns(header: unknown[]): Array<SheetColumn | null> {
  const columns = header.map((cell) => {
    const name = cellText(cell).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return (SHEET_COLUMNS as readonly string[]).includes(name) ? (name as SheetColumn) : null;
  });
  if (!columns.includes('titulo') && !columns.includes('isbn'))
    throw new RuleError(
      'BAD_REQUEST',
      `A primeira linha da planilha deve ter os nomes das colunas: ${SHEET_COLUMNS.join(', ')}.`,
    );
  return columns;
}

/** A cell as text: numbers as a person would write them ('12,5' stays a price the rules read). */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(cell).replace('.', ',');
  if (cell instanceof Date) return String(cell.getUTCFullYear());
  return String(cell).trim();
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252, which Excel in Brazil writes. */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readCsv(bytes: Buffer): string[][] {
  const text = decodeText(bytes);
  if (text.includes('\u0000')) throw new RuleError('BAD_REQUEST', NOT_A_SHEET);
  const parsed = Papa.parse<string[]>(text, { delimiter: headerDelimiter(text), skipEmptyLines: false });
  return parsed.data;
}

/**
 * The separator the header uses most: ';' (Excel in Brazil), ',' or a tab. Read from the header
 * alone: papaparse's guess over the whole sheet is swayed by descriptions full of commas.
 */
function headerDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (separator: string) => header.split(separator).length - 1;
  return ([';', ',', '\t'] as const).reduce((best, separator) =>
    count(separator) > count(best) ? separator : best,
  );
}

async function readXlsx(bytes: Buffer): Promise<unknown[][]> {
  let unpacked = 0;
  try {
    // The filter sees each file's declared size and unpacks nothing.
    unzipSync(bytes, {
      filter: (file) => {
        unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    throw new RuleError('BAD_REQUEST', NOT_A_SHEET);
  }
  if (unpacked > XLSX_MAX_UNPACKED) throw new RuleError('PAYLOAD_TOO_LARGE', XLSX_TOO_LARGE);
  try {
    return await readSheet(bytes);
  } catch {
    throw new RuleError('BAD_REQUEST', NOT_A_SHEET);
  }
}
