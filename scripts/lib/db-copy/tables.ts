import { type QueryExecutorProvider, sql } from 'kysely';
import { createDb, type DB } from '../../../db/client.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { countRows } from '../../../db/seed/reset.ts';
import { CONNECTION_TABLES, type CopiedTable } from '../../../server/backups/tables.ts';

// When a copy's target counts as empty and has the source's tables
// (docs/deploy.md#moving-to-postgresql); which tables a copy moves, and in which order, is
// server/backups/tables.ts, shared with the backups.

/** A copy that would overwrite data, or between schemas that do not match: nothing was written. */
export class CopyRefusedError extends Error {}

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
