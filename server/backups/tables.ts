import type { DB } from '../../db/client.ts';
import { primaryKeyColumns, referencedTables } from '../../db/dialect.ts';
import { dataTables } from '../../db/seed/reset.ts';

// Which tables hold a community's data, in an order where every foreign key points at a table
// before it: what db:copy moves (docs/deploy.md#moving-to-postgresql) and what a backup's
// manifest counts and fingerprints (docs/deploy.md#backups).

export interface CopiedTable {
  name: string;
  /** Primary-key columns, in key order: rows are read in pages along this key. */
  key: string[];
  columns: string[];
}

/**
 * Made by each connection rather than by the migrations, and disposable
 * (docs/decisions/026-postgresql-engine.md#decision, rate-limit counters): never copied, and
 * a PostgreSQL connection creates the table as soon as it opens.
 */
export const CONNECTION_TABLES = new Set(['rate_limits']);

/**
 * The data tables (not the migrator's bookkeeping, which the target's own migration run writes,
 * nor SQLite's sqlite_* tables), each after the tables it references, so every foreign key
 * points at a row already copied.
 */
export async function tablesInCopyOrder(db: DB): Promise<CopiedTable[]> {
  const names = (await dataTables(db)).filter((t) => !CONNECTION_TABLES.has(t));
  const parents = new Map<string, string[]>();
  for (const name of names) parents.set(name, await referencedTables(db, name));
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < names.length) {
    const ready = names.filter(
      (n) => !placed.has(n) && (parents.get(n) ?? []).every((p) => placed.has(p) || !names.includes(p)),
    );
    if (ready.length === 0) {
      const left = names.filter((n) => !placed.has(n)).join(', ');
      throw new Error(`Chaves estrangeiras em ciclo entre ${left}: não há ordem de cópia.`);
    }
    for (const name of ready) {
      order.push(name);
      placed.add(name);
    }
  }
  const columns = new Map(
    (await db.introspection.getTables()).map((t) => [t.name, t.columns.map((c) => c.name)]),
  );
  const tables: CopiedTable[] = [];
  for (const name of order) {
    const key = await primaryKeyColumns(db, name);
    if (key.length === 0) throw new Error(`A tabela ${name} não tem chave primária.`);
    tables.push({ name, key, columns: columns.get(name) ?? [] });
  }
  return tables;
}
