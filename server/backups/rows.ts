import { type QueryExecutorProvider, sql } from 'kysely';
import type { CopiedTable } from './tables.ts';

// Reading a table in key order, shared by db:copy (scripts/lib/db-copy) and the backups' manifest.

export type Row = Record<string, unknown>;

/**
 * PostgreSQL takes at most 65 535 parameters in one statement: a batch is as many rows as fit
 * under that with every column a parameter, and at most 5 000 (an INSERT of a few MiB).
 */
export function batchSize(table: CopiedTable): number {
  return Math.max(1, Math.min(5000, Math.floor(60_000 / Math.max(1, table.columns.length))));
}

/**
 * A table's rows in pages of `size`, in primary-key order. Each page starts after the last key
 * of the one before (a range read on the key's index, on both engines), so a page costs the same
 * at the end of a 500 000-row table as at its start, unlike OFFSET.
 */
export async function* rowPages(
  db: QueryExecutorProvider,
  table: CopiedTable,
  size: number,
): AsyncGenerator<Row[]> {
  const key = sql.join(table.key.map((c) => sql.ref(c)));
  let after: unknown[] | undefined;
  for (;;) {
    const where = after ? sql`where (${key}) > (${sql.join(after)})` : sql``;
    const { rows } = await sql<Row>`
      select * from ${sql.table(table.name)} ${where} order by ${key} limit ${size}`.execute(db);
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < size) return;
    after = table.key.map((c) => last[c]);
  }
}
