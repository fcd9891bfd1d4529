import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { DB } from '../client.ts';
import { emptyTables, referencedTables } from '../dialect.ts';
import { insertMissingReferenceCategories } from '../reference-categories.ts';
import { isSearchTable } from '../search-tables.ts';
import { withBulkPragmas } from './bulk.ts';
import { coversDir } from './covers.ts';
import { SeedRefusedError } from './generate.ts';
import { countMembers, realMembersText } from './members.ts';

/**
 * Written by triggers from the data's own writes, in rows each engine names its own way
 * (db/migrations/2026-11-29T1600_public_stamp.ts): never copied, counted or compared as data.
 */
const STAMP_TABLES = new Set(['public_stamps']);

/**
 * Tables that hold data, i.e. all but the migrator's bookkeeping, SQLite's own, search's and the
 * public stamps, which triggers keep.
 */
export async function dataTables(db: DB): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter(
      (t) =>
        !t.isView &&
        !t.name.startsWith('kysely_') &&
        !t.name.startsWith('sqlite_') &&
        !isSearchTable(t.name) &&
        !STAMP_TABLES.has(t.name),
    )
    .map((t) => t.name)
    .sort();
}

/**
 * Deletes every row of every data table, children before parents, and the generated covers,
 * then puts back the reference categories: the database ends as a freshly migrated one.
 * The order comes from SQLite's foreign-key list rather than a fixed list, so tables added by
 * later migrations are cleared too. This is SQLite-specific on purpose: it is a development tool.
 *
 * A database with real members is refused unless `force` is set: a reset there deletes a
 * community, not a demo (docs/product/demo-data.md#resetting-a-database).
 */
export async function resetDatabase(db: DB, dataDir: string, { force = false } = {}): Promise<void> {
  const { real } = await countMembers(db);
  if (real > 0 && !force) {
    throw new SeedRefusedError(
      `O banco tem ${realMembersText(real)} (contas criadas pelo cadastro ou pelo Google, não pelo seed), ` +
        'e --reset apagaria essas contas e tudo o que é delas. Para apagar mesmo assim, rode de novo com ' +
        '--reset --force. Para tirar só os dados de demonstração e manter os membros reais, use npm run remove-demo.',
    );
  }
  const tables = await dataTables(db);
  const parents = new Map<string, Set<string>>();
  for (const table of tables) parents.set(table, new Set(await referencedTables(db, table)));
  // Repeatedly take the tables that no remaining table references.
  const order: string[] = [];
  const remaining = new Set(tables);
  while (remaining.size > 0) {
    const leaves = [...remaining].filter(
      (t) => ![...remaining].some((o) => o !== t && parents.get(o)?.has(t)),
    );
    const batch = leaves.length > 0 ? leaves : [...remaining];
    for (const t of batch) {
      order.push(t);
      remaining.delete(t);
    }
  }
  // With foreign keys off SQLite empties a table without visiting its rows (its "truncate
  // optimization"); the order above still keeps the wipe valid if they were on.
  await withBulkPragmas(db, () => db.transaction().execute((trx) => emptyTables(trx, order)), {
    foreignKeys: false,
  });
  await insertMissingReferenceCategories(db);
  await removeGeneratedFiles(dataDir);
}

/** The covers the seed rendered, which only seeded books use. */
export async function removeGeneratedFiles(dataDir: string): Promise<void> {
  await rm(coversDir(dataDir), { recursive: true, force: true });
  // Resized variants are derived files; drop them so they never outlive their source.
  await rm(join(dataDir, 'cache', 'images'), { recursive: true, force: true });
}

export async function countRows(db: DB): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await dataTables(db)) {
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}
