import { type QueryExecutorProvider, sql } from 'kysely';
import type { Row } from '../../../server/backups/rows.ts';
import type { CopiedTable } from '../../../server/backups/tables.ts';

/** One multi-row INSERT of `rows`, every column given (ids included, as the source numbered them). */
export async function insertRows(
  db: QueryExecutorProvider,
  table: CopiedTable,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.join(table.columns.map((c) => sql.ref(c)));
  const values = sql.join(rows.map((row) => sql`(${sql.join(table.columns.map((c) => row[c] ?? null))})`));
  await sql`insert into ${sql.table(table.name)} (${columns}) values ${values}`.execute(db);
}
