import { type QueryExecutorProvider, sql } from 'kysely';
import { createDb, type DB } from '../../../db/client.ts';
import { primaryKeyColumns, referencedTables } from '../../../db/dialect.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { countRows, dataTables } from '../../../db/seed/reset.ts';

// Which tables a copy moves, in which order, and when a target counts as empty
// (docs/deploy.md#moving-to-postgresql).

export interface CopiedTable {
  name: string;
  /** Primary-key columns, in key order: rows are read in pages along this key. */
  key: string[];
  columns: string[];
}

/** A copy that would overwrite data, or between schemas that do not match: nothing was written. */
export class CopyRefusedError extends Error {}

/**
 * Made by each connection rather than by the migrations, and disposable
 * (docs/decisions/026-postgresql-engine.md#decision, rate-limit counters): never copied, and
 * a PostgreSQL connection creates the table as soon as it opens.
 */
const CONNECTION_TABLES = new Set(['rate_limits']);

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

/**
 * Refuses a target that holds data: an empty one has no Releia tables yet, or has them with no
 * more rows than a freshly migrated database (whose only rows are the reference categories,
 * db/reference-categories.ts; the copy replaces them with the source's).
 */
export async function assertEmptyTarget(target: DB): Promise<void> {
  const fresh = createDb(':memory:').db;
  let baseline: Record<string, number>;
  try {
    await migrateToLatest(fresh);
    baseline = await countRows(fresh);
  } finally {
    await fresh.destroy();
  }
  const counts = await countRows(target);
  const filled = Object.entries(counts).filter(
    ([table, n]) => !CONNECTION_TABLES.has(table) && n > (baseline[table] ?? 0),
  );
  if (filled.length > 0) {
    const list = filled.map(([table, n]) => `${table} (${n.toLocaleString('pt-BR')})`).join(', ');
    throw new CopyRefusedError(
      `O banco de destino já tem dados: ${list}. A cópia só escreve num banco PostgreSQL vazio e nunca apaga nada; ` +
        'crie um banco novo (createdb) e rode de novo.',
    );
  }
}

/** Refuses a target whose migrated tables or columns differ from the source's. */
export async function assertSameTables(target: DB, tables: readonly CopiedTable[]): Promise<void> {
  const columns = new Map(
    (await target.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]),
  );
  const missing = tables.flatMap((t) => {
    const there = columns.get(t.name);
    if (!there) return [t.name];
    return t.columns.filter((c) => !there.has(c)).map((c) => `${t.name}.${c}`);
  });
  if (missing.length > 0) {
    throw new CopyRefusedError(
      `O destino, migrado, não tem ${missing.join(', ')}: origem e destino estão em versões diferentes do Releia.`,
    );
  }
}

/** Rows per table, for the progress bar's total. */
export async function countTableRows(
  db: QueryExecutorProvider,
  tables: readonly CopiedTable[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const t of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(t.name)}`.execute(db);
    counts.set(t.name, Number(rows[0]?.n ?? 0));
  }
  return counts;
}
