import { type DB, refreshPlannerStats } from '../../../db/client.ts';
import { emptyTables } from '../../../db/dialect.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { batchSize, rowPages } from '../../../server/backups/rows.ts';
import type { CopiedTable } from '../../../server/backups/tables.ts';
import { tablesInCopyOrder } from '../../../server/backups/tables.ts';
import type { Progress } from '../progress.ts';
import { insertRows } from './rows.ts';
import { advanceIdCounters } from './sequences.ts';
import { assertEmptyTarget, assertSameTables, countTableRows } from './tables.ts';

// Copies a SQLite database into an empty PostgreSQL one (docs/deploy.md#moving-to-postgresql,
// docs/decisions/026-postgresql-engine.md): the schema by the target's own migrations, then the
// rows, then the id counters. verify.ts checks the result.

export interface CopyResult {
  tables: CopiedTable[];
  rows: number;
  /** Identity columns whose counter now starts after the largest copied id. */
  counters: string[];
}

const silent: Progress = { start: () => {}, tick: () => {}, stop: () => {} };

/**
 * The source is migrated to the latest version first, as the server does when it starts, so both
 * sides have the same schema; the target is checked empty before anything is written to it.
 * All the rows go in one transaction on the target: a copy that fails halfway (a row PostgreSQL
 * refuses, a lost connection) leaves the target as empty as it found it, so it can simply be run
 * again, where a transaction per table or batch would leave a half-filled database that the next
 * run refuses as not empty. The source is read inside a transaction too (SQLite's BEGIN IMMEDIATE,
 * db/client.ts), which also holds off any writer left running while the rows are read.
 */
export async function copyDatabase(source: DB, target: DB, progress: Progress = silent): Promise<CopyResult> {
  await migrateToLatest(source);
  await assertEmptyTarget(target);
  await migrateToLatest(target);
  const tables = await tablesInCopyOrder(source);
  await assertSameTables(target, tables);
  const result = await source.transaction().execute(async (reading) => {
    const counts = await countTableRows(reading, tables);
    progress.start([...counts.values()].reduce((a, b) => a + b, 0));
    return target.transaction().execute(async (writing) => {
      // Only a freshly migrated database's own rows (the reference categories) are here, per
      // assertEmptyTarget; the source's rows replace them, with the same ids.
      await emptyTables(
        writing,
        tables.map((t) => t.name),
      );
      let rows = 0;
      for (const table of tables) {
        for await (const page of rowPages(reading, table, batchSize(table))) {
          await insertRows(writing, table, page);
          rows += page.length;
          progress.tick(page.length, table.name);
        }
      }
      return { tables, rows, counters: await advanceIdCounters(writing) };
    });
  });
  progress.stop();
  // The planner knows nothing of the rows just written until ANALYZE (autovacuum would get there later).
  await refreshPlannerStats(target);
  return result;
}
