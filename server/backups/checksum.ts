import { createHash } from 'node:crypto';
import type { QueryExecutorProvider } from 'kysely';
import { batchSize, type Row, rowPages } from './rows.ts';
import type { CopiedTable } from './tables.ts';

// A table's fingerprint, computed the same way on SQLite and on PostgreSQL from the rows each
// driver returns, so a copy is verified by comparing fingerprints
// (docs/deploy.md#moving-to-postgresql), and a backup checked against its manifest (docs/deploy.md#backups).

export interface TableDigest {
  rows: number;
  /** 32 hex digits: the sum, modulo 2^128, of every row's hash. */
  checksum: string;
}

const MODULUS = 1n << 128n;

/**
 * One value as text both engines' rows give alike: integers in decimal (pg's bigint already comes
 * back as a number, db/postgres.ts), 0/1 booleans as the integers SQLite stores (a PostgreSQL
 * boolean, should one appear, as 0/1 too), text length-prefixed so no two rows run together, null
 * as a marker no text can be. Fractions at single precision: the migrations' `real` is 8 bytes
 * on SQLite and 4 on PostgreSQL, so the seller averages keep about 7 significant digits there;
 * the check compares them at that precision rather than fail every copy.
 */
export function canonicalValue(value: unknown): string {
  if (value === null || value === undefined) return '\u0000null';
  if (typeof value === 'number') return Number.isInteger(value) ? `i${value}` : `f${Math.fround(value)}`;
  if (typeof value === 'bigint') return `i${value}`;
  if (typeof value === 'boolean') return value ? 'i1' : 'i0';
  if (typeof value === 'string') return `s${value.length}:${value}`;
  if (Buffer.isBuffer(value)) return `b${value.toString('hex')}`;
  throw new Error(`Valor sem forma canônica na verificação: ${Object.prototype.toString.call(value)}`);
}

function rowHash(table: CopiedTable, row: Row): bigint {
  const text = table.columns.map((c) => `${c}=${canonicalValue(row[c])}`).join('\u0001');
  return BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 32)}`);
}

/**
 * Rows and fingerprint of `table`, read in primary-key pages. The row hashes are added rather
 * than chained, so the fingerprint does not depend on the order rows come in: a PostgreSQL server
 * whose collation is not C sorts text keys differently from SQLite, and that is no difference in
 * the data.
 */
export async function tableDigest(
  db: QueryExecutorProvider,
  table: CopiedTable,
  onPage: (rows: number) => void = () => {},
): Promise<TableDigest> {
  let rows = 0;
  let sum = 0n;
  for await (const page of rowPages(db, table, batchSize(table))) {
    for (const row of page) sum = (sum + rowHash(table, row)) % MODULUS;
    rows += page.length;
    onPage(page.length);
  }
  return { rows, checksum: sum.toString(16).padStart(32, '0') };
}
