import { type QueryExecutorProvider, sql } from 'kysely';
import type { DB } from '../../db/client.ts';
import { tableDigest } from './checksum.ts';
import type { TableSummary } from './manifest.ts';
import { tablesInCopyOrder } from './tables.ts';

// What a manifest says a database holds, computed the same way when the backup is taken and
// after it is restored, so the two can be compared table by table.

export interface DatabaseContents {
  migrations: string[];
  tables: Record<string, TableSummary>;
}

/**
 * The applied migrations and every data table's rows and fingerprint. `reading` is where rows are
 * read from: the database itself, or a transaction holding the snapshot a dump was taken from.
 */
export async function databaseContents(
  db: DB,
  reading: QueryExecutorProvider = db,
): Promise<DatabaseContents> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
    reading,
  );
  const tables: Record<string, TableSummary> = {};
  for (const table of await tablesInCopyOrder(db)) tables[table.name] = await tableDigest(reading, table);
  return { migrations: rows.map((r) => r.name), tables };
}

/** One line per difference between what the manifest promised and what the database holds, in pt-BR. */
export function contentDifferences(expected: DatabaseContents, found: DatabaseContents): string[] {
  const lines: string[] = [];
  const missing = expected.migrations.filter((m) => !found.migrations.includes(m));
  if (missing.length > 0) lines.push(`migrações ausentes: ${missing.join(', ')}`);
  for (const [name, want] of Object.entries(expected.tables)) {
    const got = found.tables[name];
    if (!got) lines.push(`${name}: tabela ausente`);
    else if (got.rows !== want.rows) lines.push(`${name}: ${got.rows} linhas, o manifesto diz ${want.rows}`);
    else if (got.checksum !== want.checksum)
      lines.push(`${name}: mesmas ${got.rows} linhas, mas a soma de verificação difere do manifesto`);
  }
  for (const name of Object.keys(found.tables)) {
    if (!(name in expected.tables)) lines.push(`${name}: tabela que o manifesto não tem`);
  }
  return lines;
}
